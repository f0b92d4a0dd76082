"""Which process serves which match when the bot runs as several clusters.

Discord splits a bot's guilds over shards by `(guild_id >> 22) % shard_count`; a cluster
is one process running some of those shards (`KITTY_SHARDS=0-3`, `KITTY_SHARD_COUNT=8`).
A match belongs to the cluster whose shards include its guild: only that process loads
it, posts its boards, runs its AI, its sweeps and its announcements. A match without a
guild (tests only) belongs to shard 0, where Discord delivers direct messages too.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Discord's shard formula shifts the snowflake's timestamp bits out first.
SNOWFLAKE_SHIFT = 22


class ClusterConfigError(ValueError):
    """`KITTY_SHARDS` / `KITTY_SHARD_COUNT` (or `--shards` / `--shard-count`) are unusable.
    The message says which value is wrong and what is expected."""


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord delivers `guild_id`'s events on (0 for no guild, like DMs)."""
    if guild_id is None:
        return 0
    return (guild_id >> SNOWFLAKE_SHIFT) % shard_count


def parse_shards(text: str, shard_count: int) -> tuple[int, ...]:
    """`0-3`, `4,6` or `0-1,5` as sorted unique shard ids, each below `shard_count`;
    `ClusterConfigError` otherwise."""
    out: set[int] = set()
    for part in text.replace(" ", "").split(","):
        if not part:
            continue
        lo_text, dash, hi_text = part.partition("-")
        if not lo_text.isdigit() or (dash and not hi_text.isdigit()):
            raise ClusterConfigError(
                f"KITTY_SHARDS: {part!r} is not a shard id or a range like 0-3"
            )
        lo = int(lo_text)
        hi = int(hi_text) if dash else lo
        if hi < lo:
            raise ClusterConfigError(f"KITTY_SHARDS: the range {part!r} runs backwards")
        out.update(range(lo, hi + 1))
    if not out:
        raise ClusterConfigError("KITTY_SHARDS is empty; give shard ids like 0-3")
    if max(out) >= shard_count:
        raise ClusterConfigError(
            f"KITTY_SHARDS: shard {max(out)} does not exist with KITTY_SHARD_COUNT={shard_count}"
            f" (shards are numbered 0 to {shard_count - 1})"
        )
    return tuple(sorted(out))


@dataclass(frozen=True)
class Cluster:
    """The shards one process runs, out of `shard_count`."""

    shard_ids: tuple[int, ...]
    shard_count: int

    @classmethod
    def parse(cls, shards: str, count: str) -> Cluster | None:
        """The cluster of `KITTY_SHARDS` and `KITTY_SHARD_COUNT`; None when both are empty
        (one process, every shard). `ClusterConfigError` for anything else unusable."""
        shards, count = shards.strip(), count.strip()
        if not shards and not count:
            return None
        if not count.isdigit() or int(count) < 1:
            raise ClusterConfigError(
                f"KITTY_SHARD_COUNT must be a whole number of shards ≥ 1 (got {count!r})"
            )
        n = int(count)
        ids = parse_shards(shards, n) if shards else tuple(range(n))
        return cls(ids, n)

    def owns_guild(self, guild_id: int | None) -> bool:
        """This process serves the guild's matches."""
        return shard_of(guild_id, self.shard_count) in self.shard_ids

    @property
    def serves_dms(self) -> bool:
        """Discord delivers direct messages (and their buttons) on shard 0."""
        return 0 in self.shard_ids

    def describe(self) -> str:
        """`shards 0-3 of 8` — for logs."""
        ids = self.shard_ids
        if ids == tuple(range(ids[0], ids[-1] + 1)):
            span = f"{ids[0]}-{ids[-1]}" if len(ids) > 1 else str(ids[0])
        else:
            span = ",".join(map(str, ids))
        return f"shards {span} of {self.shard_count}"


def owns(cluster: Cluster | None, guild_id: int | None) -> bool:
    """A process without a cluster serves everything."""
    return cluster is None or cluster.owns_guild(guild_id)
