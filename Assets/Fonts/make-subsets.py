#!/usr/bin/env python3
"""Regenerates the fonts in Assets/Fonts from Debian's fonts-inter and fonts-noto-cjk packages.

    apt-get install fonts-inter fonts-noto-cjk && pip install fonttools
    python3 Assets/Fonts/make-subsets.py

Inter: Latin, Latin-1, general punctuation and a few symbols, all OpenType layout features kept
(kerning lives in GPOS). Noto Sans CJK SC (face 2 of the .ttc, checked by name below): ASCII,
Latin-1, general punctuation, CJK symbols and punctuation, full-width forms and the 3,755 level-1
hanzi of GB2312, plus every hanzi in EXTRA_TEXT. Both are under the SIL Open Font License 1.1,
which allows subsetting and redistribution with the license (see LICENSE-*.txt).
"""
import os
import subprocess
import sys
import tempfile

from fontTools.ttLib import TTCollection

HERE = os.path.dirname(os.path.abspath(__file__))
INTER_DIR = "/usr/share/fonts/opentype/inter"
NOTO_DIR = "/usr/share/fonts/opentype/noto"
INTER_WEIGHTS = ["Regular", "Medium", "SemiBold", "Bold"]
NOTO_WEIGHTS = ["Regular", "Bold"]
NOTO_FAMILY = "Noto Sans CJK SC"

# Text the lab's scenes show; all of it is GB2312 level 1 today, listed so it stays covered.
EXTRA_TEXT = "下拉可刷新释放可刷新正在刷新双11会场上次更新今天昨天"
SYMBOLS = "·•…—–‘’“”€£¥°×→←↑↓★☆♥✓"

LATIN_RANGES = [(0x20, 0x7E), (0xA0, 0xFF), (0x2010, 0x2027), (0x2030, 0x203A), (0x20AC, 0x20AC)]
CJK_RANGES = [(0x20, 0x7E), (0xA0, 0xFF), (0x2010, 0x2027), (0x2030, 0x203A),
              (0x3000, 0x303F), (0xFF00, 0xFFEF)]


def gb2312_level1():
    """The 3,755 level-1 hanzi: rows 0xB0-0xD7, cells 0xA1-0xFE (row 0xD7 ends at 0xF9)."""
    chars = []
    for row in range(0xB0, 0xD8):
        last = 0xF9 if row == 0xD7 else 0xFE
        for cell in range(0xA1, last + 1):
            chars.append(bytes([row, cell]).decode("gb2312"))
    assert len(chars) == 3755, len(chars)
    return chars


def codepoints(ranges, text):
    points = {c for lo, hi in ranges for c in range(lo, hi + 1)}
    points.update(ord(c) for c in text)
    return points


def subset(source, output, points, font_number=None):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as listing:
        listing.write("\n".join("U+%04X" % p for p in sorted(points)))
    args = [sys.executable, "-m", "fontTools.subset", source,
            "--unicodes-file=" + listing.name, "--output-file=" + output,
            "--layout-features=*", "--name-IDs=*", "--name-languages=*",
            "--notdef-outline", "--recalc-bounds"]
    if font_number is not None:
        args.append("--font-number=%d" % font_number)
    subprocess.run(args, check=True)
    os.unlink(listing.name)
    print("%-40s %9d bytes" % (os.path.basename(output), os.path.getsize(output)))


def noto_index(path):
    for index, font in enumerate(TTCollection(path).fonts):
        if font["name"].getDebugName(1) == NOTO_FAMILY:
            return index
    raise SystemExit("no face named %r in %s" % (NOTO_FAMILY, path))


def main():
    latin = codepoints(LATIN_RANGES, SYMBOLS)
    for weight in INTER_WEIGHTS:
        subset(os.path.join(INTER_DIR, "Inter-%s.otf" % weight),
               os.path.join(HERE, "Inter-%s.otf" % weight), latin)
    cjk = codepoints(CJK_RANGES, SYMBOLS + EXTRA_TEXT + "".join(gb2312_level1()))
    for weight in NOTO_WEIGHTS:
        source = os.path.join(NOTO_DIR, "NotoSansCJK-%s.ttc" % weight)
        subset(source, os.path.join(HERE, "NotoSansSC-%s-Subset.otf" % weight), cjk,
               font_number=noto_index(source))


if __name__ == "__main__":
    main()
