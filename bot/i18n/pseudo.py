"""A pseudo-language for tests: every English message with its words wrapped in ⟦ ⟧.

`install("xx")` adds a language whose catalogue is English with each run of text wrapped
(`Hello { $name }!` → `⟦Hello ⟧{ $name }⟦!⟧`), placeholders and variants kept. A flow run in
it shows at once any text that did not come from the catalogue: `leftover(text)` is what
remains once the wrapped runs are removed (names, notation — and English typed in code).
"""

from __future__ import annotations

import re

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Transformer

from bot import i18n

OPEN, CLOSE = "⟦", "⟧"
_WRAPPED = re.compile(f"{OPEN}[^{CLOSE}]*{CLOSE}", re.DOTALL)


class _Wrap(Transformer):
    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        parts = [
            f"{OPEN}{line}{CLOSE}" if line.strip() else line for line in node.value.split("\n")
        ]
        node.value = "\n".join(parts)
        return node


def install(lang: str = "xx") -> str:
    """Make `lang` a language of `bot.i18n` for this process, wrapped English; returns it."""
    bundle = FluentBundle(["en"], use_isolating=False)
    for path in sorted((i18n.LOCALES / i18n.ENGLISH).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        bundle.add_resource(_Wrap().visit(resource))
    i18n.replace_catalogue(lang, i18n._Catalogue.of_bundle(lang, bundle))
    if lang not in i18n.LANGUAGES:
        i18n.LANGUAGES = (*i18n.LANGUAGES, lang)
    return lang


def leftover(text: str) -> str:
    """`text` without its catalogue runs: what code wrote itself."""
    return _WRAPPED.sub(" ", text)


def uninstall(lang: str) -> None:
    """Undo `install(lang)`: a shipped language is read from its files again."""
    i18n.replace_catalogue(lang, None)
    if lang not in _SHIPPED:
        i18n.LANGUAGES = tuple(code for code in i18n.LANGUAGES if code != lang)


_SHIPPED = i18n.LANGUAGES
