"""Architecture rules import-linter cannot express on its own.

- Renderers read views only: from `bot.games` a renderer imports nothing but a game's
  `views` module (TypedDicts), and a `views` module imports nothing but `bot.core`.
- Games declare, the application generates: no game key appears as a string literal
  outside that game's own modules (its package, its renderer, its AI heuristics) and the
  registry's one line.
"""

from __future__ import annotations

import ast
from pathlib import Path

import grimp

from bot.core.registry import GAME_PACKAGES

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("bot", "cogs", "render", "data")


def test_renderers_read_views_only() -> None:
    graph = grimp.build_graph(*PACKAGES, cache_dir=None)
    wrong = []
    for module in sorted(graph.find_descendants("render") | {"render"}):
        for imported in graph.find_modules_directly_imported_by(module):
            if imported.startswith("bot.") and not (
                imported.startswith(("bot.core", "bot.i18n"))  # the catalogues: words drawn
                or (imported.startswith("bot.games.") and imported.endswith(".views"))
            ):
                wrong.append(f"{module} -> {imported}")
    for key in GAME_PACKAGES:
        views = f"bot.games.{key}.views"
        if views not in graph.modules:
            continue
        for imported in graph.find_modules_directly_imported_by(views):
            if imported.split(".")[0] in PACKAGES and not imported.startswith(
                ("bot.core", "bot.i18n")
            ):
                wrong.append(f"{views} -> {imported}")
    assert not wrong, "renderers must read views only:\n" + "\n".join(wrong)


def _owner(path: Path) -> str | None:
    """The game key whose own module `path` is, else None."""
    rel = path.relative_to(ROOT).as_posix()
    for key in GAME_PACKAGES:
        if rel.startswith((f"bot/games/{key}/", f"render/{key}", f"bot/ai/heuristics/{key}")):
            return key
    return None


def test_no_game_key_literal_outside_its_game() -> None:
    keys = set(GAME_PACKAGES)
    found = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel == "bot/core/registry.py":
                continue  # the registry line
            owner = _owner(path)
            tree = ast.parse(path.read_text(encoding="utf-8"))
            docstrings = {
                id(n.body[0].value)
                for n in ast.walk(tree)
                if isinstance(n, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
                and n.body
                and isinstance(n.body[0], ast.Expr)
                and isinstance(n.body[0].value, ast.Constant)
            }
            group_names = {
                id(k.value)
                for k in ast.walk(tree)
                if isinstance(k, ast.keyword) and k.arg == "group_name"
            }
            for node in ast.walk(tree):
                if id(node) in group_names:
                    continue  # `/kitty` is the product's command group, not the game
                if (
                    isinstance(node, ast.Constant)
                    and isinstance(node.value, str)
                    and node.value in keys
                    and node.value != owner
                    and id(node) not in docstrings
                ):
                    found.append(f"{rel}:{node.lineno}: {node.value!r}")
    assert not found, "game keys outside their game:\n" + "\n".join(found)
