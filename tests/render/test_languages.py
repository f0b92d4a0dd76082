"""Every word drawn on a picture is in the picture's language (issue 31): boards, count
frames, card pictures, the card sheet, replay captions, the analysis chart and the alt
text, checked on the texts the renderers draw (`render.lang.recording`) in the wrapped
pseudo-language (German, in tests); Japanese labels and names drawn with a font that has
their glyphs, and fitting their room; two languages drawn at the same moment each keep
their own words."""

from __future__ import annotations

import asyncio
import gc
import re
from collections.abc import Iterator, Mapping
from typing import Any, cast

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Transformer

from bot import i18n
from bot.core.views import View
from bot.i18n import pseudo, said
from cogs import images
from render import names, render_count_frame, render_view
from render import pool as render_pool
from render.alt_text import LIMIT, describe
from render.analysis import render as render_analysis
from render.cards import render_card_sheet, render_cards
from render.indexed import PartCache
from render.lang import recording, using
from render.replay import encode_replay
from render.tiles import TileCache
from tests.render.golden import positions

VIEWS = sorted(positions.BUILDERS)

# ----- helpers --------------------------------------------------------------------------


def _fresh_tiles() -> None:
    """Forget every cached tile and mapped part, so that every text of the next picture
    is drawn (and recorded) rather than stamped from a tile drawn earlier."""
    for obj in gc.get_objects():
        if isinstance(obj, (TileCache, PartCache)):
            obj.clear()


def _view_words(value: Any) -> set[str]:
    """Every word of every string in `value` (what the engine or the test wrote: names,
    notation, texts the engines still say in English — not the renderer's)."""
    found: set[str] = set()
    if isinstance(value, str):
        found.update(w.lower() for w in re.findall(r"[^\W\d_]+", value))
    elif isinstance(value, Mapping):
        for k, v in value.items():
            found |= _view_words(k) | _view_words(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            found |= _view_words(v)
    return found


#: A catalogue run cut by wrapping: its start on one line, its end on the next.
_CUT_RUNS = re.compile(f"{pseudo.OPEN}[^{pseudo.CLOSE}]*$|^[^{pseudo.OPEN}]*{pseudo.CLOSE}")


def _english_of_renderer(texts: list[str], allowed: set[str]) -> list[str]:
    """The words of `texts` that the catalogue did not write and the view does not hold
    (a line wrapped inside a catalogue run counts as that run)."""
    stray = []
    inside = False  # within a run wrapped over several lines
    for text in texts:
        if inside and pseudo.CLOSE not in text and pseudo.OPEN not in text:
            continue
        left = _CUT_RUNS.sub(" ", pseudo.leftover(text))
        opened, closed = text.rfind(pseudo.OPEN), text.rfind(pseudo.CLOSE)
        inside = opened > closed or (inside and opened == closed == -1)
        for word in re.findall(r"[^\W\d_]+", left):
            if not _allowed(word, allowed):
                stray.append(f"{word!r} in {text!r}")
    return stray


def _allowed(word: str, allowed: set[str]) -> bool:
    """A name or notation: a word of the view (or the start of one, shortened with "…"),
    piece letters ("rryR"), or a single letter."""
    low = word.lower()
    return (
        len(word) < 2
        or low in allowed
        or set(low) <= set("rybgwk")
        or any(known.startswith(low) for known in allowed if len(low) >= 3)
    )


def _drawn(fn: Any, *args: Any, lang: str) -> list[str]:
    _fresh_tiles()
    with recording() as texts:
        fn(*args, lang)
    return texts


# ----- every renderer in the pseudo-language --------------------------------------------


@pytest.mark.parametrize("name", VIEWS)
def test_every_board_draws_only_catalogue_words(pseudo_german: str, name: str) -> None:
    view = positions.view(name)
    texts = _drawn(render_view, view, lang=pseudo_german)
    assert texts, "the board draws no text at all?"
    assert any(pseudo.OPEN in t for t in texts), texts
    assert _english_of_renderer(texts, _view_words(view)) == []


@pytest.mark.parametrize("name", VIEWS)
def test_every_alt_text_is_in_the_language(pseudo_german: str, name: str) -> None:
    view = positions.view(name)
    text = describe(cast(View, view), said("render-analysis-title"), pseudo_german)
    assert len(text) <= LIMIT
    assert text.startswith(pseudo.OPEN)
    assert _english_of_renderer(text.splitlines(), _view_words(view)) == []


def test_count_frames_are_in_the_language(pseudo_german: str) -> None:
    view = _with_count_frames()
    texts = _drawn(render_count_frame, view, 0, lang=pseudo_german)
    assert _english_of_renderer(texts, _view_words(view)) == []


def _with_count_frames() -> dict[str, Any]:
    view = dict(positions.view("cattower_coop"))
    view["count_frames"] = [view["bodies"]]
    return view


CARDS = [
    {"id": "K1", "name": said("render-card"), "text": said("render-no-cards"), "points": 2},
    {"id": "K2", "name": "Rainbow", "text": "plain text of an engine", "revealed": False},
    {"id": "K3", "name": "Twist", "text": "another plain text", "revealed": True},
]


def test_card_pictures_and_the_sheet_are_in_the_language(pseudo_german: str) -> None:
    allowed = _view_words([{k: v for k, v in c.items() if isinstance(v, str)} for c in CARDS])
    for draw in (render_cards, render_card_sheet):
        with using(pseudo_german), recording() as texts:
            draw([dict(c, name=c["name"], text=c["text"]) for c in CARDS])
        assert _english_of_renderer(texts, allowed) == [], draw
    with using(pseudo_german), recording() as texts:
        render_cards([])
    assert _english_of_renderer(texts, set()) == []


def test_replay_captions_and_the_analysis_chart_are_in_the_language(pseudo_german: str) -> None:
    board = render_view(positions.view("towers_mid"))
    with using(pseudo_german), recording() as texts:
        encode_replay([board, board], [said("render-draw"), said("render-game-over").to_json()])
    assert texts and _english_of_renderer(texts, set()) == []
    analysis = {
        "players": 2,
        "seat_names": [said("render-colour-y").to_json(), "Blue"],
        "values": [[0.5, 0.5], [0.7, 0.3], [0.2, 0.8]],
        "swings": [
            {"ply": 1, "seat": 0, "played": "a1-a2", "preferred": "b1-b2", "preferred_value": 0.6}
        ],
    }
    with recording() as texts:
        render_analysis(analysis, ["alice", "bob"], lang=pseudo_german)
    assert _english_of_renderer(texts, {"alice", "bob", "blue", "ai"}) == []


def test_english_is_the_default_and_reads_as_before() -> None:
    view = positions.view("towers_mid")
    assert render_view(view) == render_view(view, "en")
    with recording() as texts:
        render_view(view, "en")
    assert not any(pseudo.OPEN in t for t in texts)


# ----- Japanese ---------------------------------------------------------------------------

JAPANESE = ["次の手番", "ゲーム終了 — 引き分け", "塔の高さ", "最後の手: c3-c4", "カード"]
JAPANESE_NAMES = ["さくら", "山田太郎", "ハナ・スズキ", "王小明"]


class _Japanese(Transformer):
    """Every text of the English catalogue as Japanese-looking text of about the same
    number of characters (kana and common kanji), placeholders kept."""

    SAMPLE = "盤面の高さと最後の手番をカードで示しますゲーム終了"

    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        out = []
        for k, ch in enumerate(node.value):
            out.append(
                ch if ch in " \n·—()▶★…:" or ch.isdigit() else self.SAMPLE[k % len(self.SAMPLE)]
            )
        node.value = "".join(out)
        return node


@pytest.fixture
def japanese() -> Iterator[str]:
    """ "ja" reads every catalogue text as Japanese characters, for this test."""
    bundle = FluentBundle(["ja"], use_isolating=False)
    for path in sorted((i18n.LOCALES / i18n.ENGLISH).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        bundle.add_resource(_Japanese().visit(resource))
    saved = i18n._catalogues.get("ja")
    i18n.replace_catalogue("ja", i18n._Catalogue.of_bundle("ja", bundle))
    yield "ja"
    i18n.replace_catalogue("ja", saved)


def test_the_bundled_fonts_draw_japanese() -> None:
    for text in JAPANESE + JAPANESE_NAMES:
        for ch in text:
            assert names.drawable(ch), f"no glyph for {ch!r} in {text!r}"


@pytest.mark.parametrize("name", VIEWS)
def test_a_japanese_board_has_no_missing_glyph(japanese: str, name: str) -> None:
    view = positions.view(name)
    if isinstance(view.get("player_names"), list):
        count = len(view["player_names"])
        view = dict(view, player_names=(JAPANESE_NAMES * 2)[:count])
    texts = _drawn(render_view, view, lang=japanese)
    assert any(ch >= "\u3040" for t in texts for ch in t), texts
    for text in texts:
        missing = [ch for ch in text if not names.drawable(ch) and not ch.isspace()]
        assert missing == [], text
    english = render_view(view)
    drawn = render_view(view, japanese)
    assert _size(drawn)[0] == _size(english)[0]  # no label widened the picture


def _size(png: bytes) -> tuple[int, int]:
    import io

    from PIL import Image

    return Image.open(io.BytesIO(png)).size


def test_japanese_text_draws_in_runs_of_glyphs() -> None:
    """A Japanese label is inked (not tofu boxes: the fallback font draws it), and as
    wide as the runs measure it."""
    from PIL import Image

    from render.text import draw_line, line_width

    for text in JAPANESE:
        img = Image.new("L", (800, 60), 0)
        width = draw_line(img, (10, 30), text, 24, 255, anchor="lm")  # type: ignore[arg-type]
        assert width == pytest.approx(names.width(text, 24), abs=1)
        assert width == line_width(text, 24)
        box = img.getbbox()
        assert box is not None and box[2] - box[0] >= width * 0.8


@pytest.mark.parametrize("lang", ["pseudo", "ja", "long"])
def test_square_captions_fit_their_room_in_every_language(
    lang: str, japanese: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from render import square_caption, stacktics, towers, tumbling
    from render.text import line_width

    if lang == "pseudo":
        code = pseudo.install("de")
    elif lang == "long":
        code = pseudo.install("de")
        catalogue = i18n.catalogue(code)
        original = catalogue.format
        monkeypatch.setattr(
            catalogue,
            "format",
            lambda key, args: _twice(original(key, args)),
        )
    else:
        code = japanese
    try:
        for name, module in (
            ("towers_named_mid", towers),
            ("towers_end", towers),
            ("stacktics_named_mid", stacktics),
            ("tumbling_named_mid", tumbling),
            ("tumbling_tumble", tumbling),
        ):
            view = positions.view(name)
            with using(code):
                cap = module.caption(view)
                room = 500.0
                for _, text, size in square_caption._note_rows(cap, room):
                    assert (
                        line_width(text, size, False) <= room + 1
                        or line_width(text, size, True) <= room + 1
                    ), (name, text)
    finally:
        if lang != "ja":
            pseudo.uninstall("de")


def _twice(value: str | None) -> str | None:
    """A text twice as long (a language longer than German)."""
    return value and value + " " + value


# ----- two languages at the same moment ---------------------------------------------------


async def test_two_languages_drawn_at_the_same_moment_keep_their_own_words(
    pseudo_german: str,
) -> None:
    view = cast(View, positions.view("kitty_names2_mid"))
    alone_en = render_view(view, "en")
    alone_de = render_view(view, pseudo_german)
    assert alone_en != alone_de
    for _ in range(3):
        got = await asyncio.gather(
            render_pool.draw(render_pool.board_png, view, pseudo_german),
            render_pool.draw(render_pool.board_png, view, "en"),
            render_pool.draw(render_pool.board_png, view, pseudo_german),
            render_pool.draw(render_pool.board_png, view, "en"),
        )
        assert list(got) == [alone_de, alone_en, alone_de, alone_en]


class _CardGame:
    """A game whose two cards are said by the catalogue."""

    key = "test-cards"

    def card_texts(self) -> dict[str, tuple[Any, Any]]:
        return {
            "C1": (said("render-card"), said("render-no-cards")),
            "C2": ("Plain", said("render-card-secret")),
        }


async def test_card_sheets_are_kept_per_language(pseudo_german: str) -> None:
    game: Any = _CardGame()
    images._SHEETS.clear()
    de, en = await asyncio.gather(
        images.card_sheet(game, pseudo_german), images.card_sheet(game, "en")
    )
    assert de is not None and en is not None and de != en
    assert images.drawn_card_sheet(game, pseudo_german) == de
    assert images.drawn_card_sheet(game, "en") == en
    images._SHEETS.clear()
