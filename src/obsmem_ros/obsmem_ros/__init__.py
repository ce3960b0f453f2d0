"""obsmem_ros: see README.md and docs/ for what the package holds."""
