"""Compiled copies of pure-Python hot modules (mypyc), used only when they match the source.

A few engine modules (`HOT_MODULES`) are written so that mypyc can compile them, as mypy
compiles itself: the `.py` file is the only source, and it runs as it is wherever no
compiled copy exists. Such a module ends with

    globals().update(compiled.members(__name__, __file__))

which swaps in the definitions of a compiled copy of exactly that source, or nothing.

A copy is keyed by the bytes of the module and of every project module it imports (mypyc
builds against their types), and by the interpreter. It lives in a cache folder of its own
(`cache_dir()`), never beside the sources, so an edited module is never shadowed by an
old build: the edit is a new key, and the module runs interpreted until `build` makes the
new copy. The bot builds them at start-up (`python -m bot`), as do the tests and the
benchmarks; `python -m bot.core.compiled` builds them by hand. Without mypyc or a C
compiler nothing is built and everything runs interpreted, with the same results.
`KITTY_COMPILED=0` turns the copies off.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import logging
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

#: The modules written for mypyc (the Kitty move generator and its table updates).
HOT_MODULES = ("bot.games.kitty.tables",)

#: The folder holding the `bot` package (module files are found from it, without
#: importing them: `members` runs while its module is being imported).
ROOT = Path(__file__).resolve().parents[2]

#: module name → name of the compiled copy in use (read by the benchmarks and the tests).
LOADED: dict[str, str] = {}


def enabled() -> bool:
    """False when `KITTY_COMPILED=0` asks for the interpreted modules only."""
    return os.environ.get("KITTY_COMPILED", "1") != "0"


def cache_dir() -> Path:
    """Where compiled copies are kept: `KITTY_COMPILED_DIR`, else beside the interpreter's
    environment (`.venv/kitty-compiled` in a virtual environment)."""
    given = os.environ.get("KITTY_COMPILED_DIR")
    return Path(given) if given else Path(sys.prefix) / "kitty-compiled"


def module_file(module: str) -> Path | None:
    """The source file of a project module (None for a module outside the project)."""
    base = ROOT.joinpath(*module.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def sources(module: str) -> list[Path]:
    """The source of `module` and of every project module it imports, directly or not
    (found by reading the `import` lines), in a fixed order."""
    found: dict[str, Path] = {}
    todo = [module]
    while todo:
        name = todo.pop()
        path = module_file(name)
        if name in found or path is None:
            continue
        found[name] = path
        for package, listed, alone, plain in _IMPORT.findall(path.read_text("utf-8")):
            if plain:  # import a.b, c
                todo += [n.split()[0] for n in plain.split(",") if n.strip()]
            elif not package.startswith("."):  # from a.b import c (c may be a module)
                listed = re.sub(r"#[^\n]*", "", listed) or alone
                names = [n.split()[0] for n in listed.split(",") if n.strip()]
                todo += [package, *(f"{package}.{n}" for n in names)]
    return [found[name] for name in sorted(found)]


#: An import statement at the start of a line (indented ones too): `from P import (…)`,
#: `from P import a, b as c`, `import a.b, c` (the lines are read, not parsed: this runs
#: at every start-up).
_IMPORT = re.compile(
    r"^[ \t]*(?:from[ \t]+([\w.]+)[ \t]+import[ \t]+(?:\(([^)]*)\)|([^\n#(]*))"
    r"|import[ \t]+([^\n#]*))",
    re.MULTILINE,
)


def copy_name(module: str) -> str:
    """The module name of the compiled copy of `module`'s current source (a top-level
    name that carries the key, so copies of two versions never meet)."""
    digest = hashlib.sha256(sys.implementation.cache_tag.encode())
    for path in sources(module):
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return f"{module.replace('.', '_')}_{digest.hexdigest()[:16]}"


def members(module: str, file: str) -> dict[str, object]:
    """The definitions of the compiled copy of `module` (whose source is `file`), or {}
    when there is none for this source, the copies are turned off, or `file` is itself
    the compiled copy."""
    if not file.endswith(".py") or not enabled():
        return {}
    name = copy_name(module)
    folder = cache_dir() / name
    if not folder.is_dir():
        return {}
    # The folder stays on the path, so that a worker process (which inherits the path)
    # can unpickle the copy's classes.
    sys.path.append(str(folder))
    try:
        copy = importlib.import_module(name)
    except ImportError as exc:  # a copy for another platform, or damaged: run interpreted
        sys.path.remove(str(folder))
        logging.getLogger(__name__).warning(
            "%s runs interpreted: its compiled copy %s did not load (%s); delete that "
            "folder and start again to rebuild it",
            module,
            folder,
            exc,
        )
        return {}
    LOADED[module] = name
    return {k: v for k, v in vars(copy).items() if not k.startswith("__")}


class Built(NamedTuple):
    """What `build` did: `text` in words; `news` when something happened just now (a copy
    built, a build failed) — worth a line in the log, unlike a copy found ready."""

    news: bool
    text: str


def can_build() -> str | None:
    """Why nothing can be built here, or None when mypyc and a C compiler are present."""
    if importlib.util.find_spec("mypyc") is None:
        return "mypyc (part of mypy) is not installed"
    if not shutil.which(os.environ.get("CC", "cc")) and not shutil.which("gcc"):
        return "no C compiler (cc) was found"
    return None


def build(module: str) -> Built:
    """Make the compiled copy of `module`'s current source unless it exists; says what
    happened. Safe when several processes build at once (each builds in a folder of its
    own and the first to finish renames it into place) and when one is killed halfway (its
    folder is removed an hour later); a failed build is remembered (`<name>.failed`, with
    the compiler's output) and not tried again."""
    name = copy_name(module)
    cache = cache_dir()
    folder, failed = cache / name, cache / f"{name}.failed"
    if folder.is_dir():
        return Built(False, f"{module}: compiled copy ready")
    if failed.exists():
        return Built(False, f"{module}: runs interpreted (the build failed before, see {failed})")
    why = can_build()
    if why is not None:
        return Built(False, f"{module}: runs interpreted ({why})")
    source = module_file(module)
    assert source is not None, module
    cache.mkdir(parents=True, exist_ok=True)
    for left in cache.glob(".*-*"):  # builds killed halfway, an hour ago or more
        if time.time() - left.stat().st_mtime > 3600:
            shutil.rmtree(left, ignore_errors=True)
    work = Path(tempfile.mkdtemp(prefix=f".{name}-", dir=cache))
    try:
        shutil.copyfile(source, work / f"{name}.py")
        done = subprocess.run(
            [sys.executable, "-m", "mypyc", f"{name}.py"],
            cwd=work,
            env={**os.environ, "MYPYPATH": str(ROOT)},
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        if done.returncode != 0:
            failed.write_text(done.stdout + done.stderr)
            return Built(True, f"{module}: runs interpreted (the build failed, see {failed})")
        for path in work.iterdir():  # keep only the extension modules
            if not path.name.endswith(".so") and not path.name.endswith(".pyd"):
                shutil.rmtree(path) if path.is_dir() else path.unlink()
        work.chmod(0o755)
        try:
            work.rename(folder)
        except OSError:  # another process finished first
            pass
        return Built(True, f"{module}: compiled")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def build_all() -> list[Built]:
    """`build` every hot module (nothing when the copies are turned off); what happened."""
    if not enabled():
        return [Built(False, "compiled copies turned off (KITTY_COMPILED=0)")]
    try:
        return [build(module) for module in HOT_MODULES]
    except (OSError, subprocess.SubprocessError) as exc:
        return [Built(True, f"no compiled copies: {exc}")]


if __name__ == "__main__":
    print("\n".join(b.text for b in build_all()))
