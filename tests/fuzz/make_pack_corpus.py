#!/usr/bin/env python3
"""Writes seed content packs to tests/fuzz/corpus/content_pack/.

Made from the hand-made pack of tests/store/data/packs/ (its item, an
article of the section "ueber") the way exportContentPack() writes packs
(app/store/content_pack.cpp): a magic line, the manifest as one line of JSON
naming the payload's size and SHA-256 and each media file's, then the payload
{"items": [...], "media": {name: base64}}.
"""
import base64
import copy
import hashlib
import json
import pathlib
import struct
import zlib

root = pathlib.Path(__file__).resolve().parents[2]
out = root / "tests/fuzz/corpus/content_pack"
source = (root / "tests/store/data/packs/escaping-name.zvpack").read_bytes()
item = json.loads(source.split(b"\n", 2)[2])["items"][0]


def png(width, height):
    raw = b"".join(b"\0" + bytes((x * 7 + y * 3) % 256 for x in range(width)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def write(name, items, media):
    payload = json.dumps({"items": items, "media": {k: base64.b64encode(v).decode() for k, v in media.items()}},
                         separators=(",", ":"), ensure_ascii=False).encode()
    manifest = {"formatVersion": 1, "createdAt": "2026-11-28T01:00:00.000Z", "createdBy": "Fuzz-Saat",
                "schemaVersion": 5, "items": [i["key"] for i in items],
                "media": [{"name": k, "size": len(v), "sha256": hashlib.sha256(v).hexdigest()} for k, v in media.items()],
                "payloadSize": len(payload), "payloadSha256": hashlib.sha256(payload).hexdigest()}
    line = json.dumps(manifest, separators=(",", ":"), ensure_ascii=False).encode()
    (out / name).write_bytes(b"ZEITVERTREIB-CONTENT-PACK 1\n" + line + b"\n" + payload)


out.mkdir(parents=True, exist_ok=True)
# A pack the store takes: the article with its text changed, no picture.
plain = copy.deepcopy(item)
plain["images"] = []
plain["texts"]["de"]["summary"] = "Ein geänderter Text aus dem Paket."
write("article-text.zvpack", [plain], {})
# With a picture carried along (a small PNG in the media list).
with_picture = copy.deepcopy(item)
with_picture["images"][0]["file"] = "paket-bild.png"
write("article-picture.zvpack", [with_picture], {"paket-bild.png": png(640, 2)})
# Taking a list away (the picture) and blanking German text: the import
# asks for confirmation / refuses.
removal = copy.deepcopy(plain)
removal["texts"]["de"]["body"] = ""
write("article-removal.zvpack", [removal], {})
print(sorted(p.name for p in out.iterdir()))
