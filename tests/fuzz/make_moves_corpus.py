#!/usr/bin/env python3
"""Writes tests/fuzz/corpus/game_moves/ from the games' scenario files
and the example records in records/.

Each scenario becomes one input in the form fuzz_play.cpp's gameMoves()
reads: a byte picking the game (its index in engine/registry.cpp), a byte
saying whether the first line is a position, then the position and the
scenario's played moves, one per line. Run it again after adding games.
"""
import json
import pathlib
import re

root = pathlib.Path(__file__).resolve().parents[2]
registry = (root / "engine/registry.cpp").read_text()
body = registry[registry.index("entries()"):]
# The namespaces in the order of the registry's list: that is allGames()'s order.
keys = []
for name in re.findall(r"\{&(\w+)::", body):
    if name not in keys:
        keys.append(name)
out = root / "tests/fuzz/corpus/game_moves"
out.mkdir(parents=True, exist_ok=True)
for old in out.glob("*.bin"):
    old.unlink()
for index, key in enumerate(keys):
    count = 0
    for file in sorted((root / "engine/games" / key / "scenarios").glob("*.txt")):
        game, position, moves = None, None, []

        def flush():
            global count
            if game != key or (position is None and not moves) or count >= 40:
                return
            lines = ([position] if position is not None else []) + moves
            data = bytes([index, 1 if position is not None else 0]) + "\n".join(lines).encode()
            (out / f"{key}-{count:02d}.bin").write_bytes(data)
            count += 1

        for line in file.read_text(encoding="utf-8").splitlines():
            if line.startswith("scenario "):
                flush()
                game, position, moves = None, None, []
            elif line.startswith("game "):
                game = line[5:].strip()
            elif line.startswith("position "):
                position = line[9:].strip()
            elif line.startswith("play "):
                moves.append(line[5:].strip())
        flush()
    # Games without scenario files: the moves of their example records
    # (chance moves included, as the records keep them).
    for record_file in sorted((root / "records").glob(f"{key}-*.json")):
        record = json.loads(record_file.read_text(encoding="utf-8"))
        moves = [move["move"] for move in record.get("moves", [])][:300]
        data = bytes([index, 0]) + "\n".join(moves).encode()
        (out / f"{key}-{count:02d}.bin").write_bytes(data)
        count += 1
    print(f"{key}: {count} inputs")
