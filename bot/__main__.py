"""`python -m bot` runs the Discord bot; `python -m bot perft …` and `python -m bot play …`
are the developer tools."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "perft":
        from bot.perft_cli import main as perft_main

        return perft_main(args[1:])
    if args and args[0] == "play":
        from bot.play_cli import main as play_main

        return play_main(args[1:])
    if args and args[0] == "sync":
        from bot.run import sync_commands

        return sync_commands(args[1:])
    if args and args[0] in ("-h", "--help", "help"):
        print(__doc__)
        print("  python -m bot                 run the bot (needs DISCORD_TOKEN in .env)")
        print("  python -m bot sync [--guild ID]   publish the slash commands once")
        print("  python -m bot perft --position FILE --depth N [--divide]")
        print("  python -m bot play GAME [--players N] [--ai LEVEL]")
        return 0
    from bot.run import run_bot

    return run_bot()


if __name__ == "__main__":
    sys.exit(main())
