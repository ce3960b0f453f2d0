"""worldlines_sim_bridge: see README.md and docs/ for what the package holds."""
