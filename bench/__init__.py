"""Benchmarks: modules that print numbers (never assert times). Run them from the
repository root as modules, e.g. `python -m bench.render_towers`."""
