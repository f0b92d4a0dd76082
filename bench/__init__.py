"""Benchmarks: modules that print numbers (never assert times). Run them from the
repository root as modules, e.g. `python -m bench.render_towers`.

Importing the package builds the compiled copies of the hot engine modules first (as the
bot does at start-up, see `bot/core/compiled.py`), so the benchmarks measure what the bot
runs; `KITTY_COMPILED=0` measures the interpreted modules."""

try:
    from bot.core import compiled
except ImportError:  # `--tree` of a checkout from before the compiled copies
    pass
else:
    compiled.build_all()
