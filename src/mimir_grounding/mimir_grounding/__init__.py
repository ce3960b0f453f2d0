"""mimir_grounding: see README.md and docs/ for what the package holds."""
