#!/usr/bin/env python3
"""Writes Assets/manifest.txt: the size and zlib CRC-32 of every font and image the app loads.

Run it after changing a file in Assets/Fonts or Assets/Images (python3 Assets/make-manifest.py);
scroll-lab refuses a file whose size or checksum differs from its line, naming the file.
"""
import os, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
LOADED = (".otf", ".ttf", ".png")

lines = ["# size crc32 path: the files the app loads (Assets/make-manifest.py writes this)"]
for folder in ("Fonts", "Images"):
    for name in sorted(os.listdir(os.path.join(HERE, folder))):
        if name.endswith(LOADED):
            data = open(os.path.join(HERE, folder, name), "rb").read()
            lines.append("%d %08x %s/%s" % (len(data), zlib.crc32(data) & 0xFFFFFFFF, folder, name))
with open(os.path.join(HERE, "manifest.txt"), "w") as out:
    out.write("\n".join(lines) + "\n")
