"""Which servers a bot process serves: all of them alone, its own shards' among several."""

from __future__ import annotations

from types import SimpleNamespace

from bot.discord.client import CaravanBot, ShardedCaravanBot


def test_one_process_serves_every_server() -> None:
    assert CaravanBot.serves(SimpleNamespace(), 123) is True  # type: ignore[arg-type]


def test_a_sharded_process_serves_the_servers_of_its_shards() -> None:
    process = SimpleNamespace(shard_count=4, shard_ids=[0, 1])
    on_shard = {shard: (7 << 22) * 4 + (shard << 22) for shard in range(4)}
    for shard, guild_id in on_shard.items():
        assert (guild_id >> 22) % 4 == shard
        assert ShardedCaravanBot.serves(process, guild_id) is (shard in (0, 1))  # type: ignore[arg-type]
    assert ShardedCaravanBot.serves(process, None) is True, "direct messages: shard 0"
    other = SimpleNamespace(shard_count=4, shard_ids=[2, 3])
    assert ShardedCaravanBot.serves(other, None) is False  # type: ignore[arg-type]
