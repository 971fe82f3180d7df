#!/usr/bin/env python3
"""Draws the artwork of the pull-promotion scene's full-screen "Double 11" promotion.

The promotion is laid out by the scene for any viewport (`PromotionLayout`): the background
gradient, the confetti, the ribbon, the coupons and the call to action are drawn by the app. Only
what a renderer of rectangles, lines and text cannot draw comes from here, each piece on a
transparent background and cropped to its ink, at 2 px per point:

    double11-lantern.png       a hanging red lantern with its string (hung from the top edge)
    double11-headline-zh.png   the gold "双11"
    double11-headline-en.png   the gold "Double 11"
    double11-wordmark.png      the gold "11.11"

Everything is drawn from shapes and the project's own Noto Sans SC subset, so the images are ours to
ship; drawn at SUPERSAMPLE x the size and scaled down for anti-aliasing.

    pip install pillow
    python3 Assets/Images/make-double11-promotion.py
"""
import math
import os

from PIL import Image, ImageDraw, ImageFilter, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))
FONT_BOLD = os.path.join(HERE, "..", "Fonts", "NotoSansSC-Bold-Subset.otf")

PIXELS_PER_POINT = 2
SUPERSAMPLE = 2                    # drawing scale for anti-aliasing
K = PIXELS_PER_POINT * SUPERSAMPLE  # drawing pixels per point

GOLD_LIGHT = (255, 241, 184)
GOLD = (255, 204, 92)
GOLD_DARK = (222, 142, 30)
RIM = (120, 10, 20)
SHADE = (90, 0, 10)


def p(points):
    """Points to drawing pixels."""
    return int(round(points * K))


def vertical_gradient(size, stops):
    """An RGB image with a vertical gradient through (position 0...1, colour) stops."""
    width, height = size
    column = Image.new("RGB", (1, height))
    pixels = column.load()
    for y in range(height):
        t = y / max(1, height - 1)
        for (p0, c0), (p1, c1) in zip(stops, stops[1:]):
            if p0 <= t <= p1:
                u = (t - p0) / max(1e-9, p1 - p0)
                pixels[0, y] = tuple(int(round(a + (b - a) * u)) for a, b in zip(c0, c1))
                break
    return column.resize(size)


def save(canvas, name):
    """Crops to the ink (plus a pixel), scales down to 2 px per point and writes the PNG."""
    left, top, right, bottom = canvas.getchannel("A").getbbox()
    pad = SUPERSAMPLE
    crop = canvas.crop((max(0, left - pad), max(0, top - pad), min(canvas.width, right + pad),
                        min(canvas.height, bottom + pad)))
    size = (crop.width // SUPERSAMPLE, crop.height // SUPERSAMPLE)
    image = crop.resize(size, Image.LANCZOS)
    path = os.path.join(HERE, name)
    image.save(path, optimize=True)
    print(f"wrote {path} ({size[0]}x{size[1]})")


def lantern():
    """A red lantern with gold caps, ribs, 福 and a tassel, its string starting at the top edge."""
    width, height = p(100), p(210)
    canvas = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(canvas)
    cx = width / 2
    w, h = p(86), p(100)
    string_end = p(40)
    draw.line([(cx, 0), (cx, string_end)], fill=GOLD_DARK, width=p(1.5))
    body_top = string_end + p(12)
    draw.rounded_rectangle([cx - p(22), string_end, cx + p(22), body_top + p(2)], p(2), fill=GOLD)
    draw.ellipse([cx - w / 2 - p(2), body_top + p(1.5), cx + w / 2 + p(2), body_top + h + p(3)], fill=(110, 0, 14))
    draw.ellipse([cx - w / 2, body_top, cx + w / 2, body_top + h], fill=(232, 30, 40))
    for k in (-2, -1, 0, 1, 2):
        rib = w / 2 * (1 - abs(k) * 0.12) * (abs(k) / 2.4)
        draw.arc([cx - rib, body_top, cx + rib, body_top + h], 90, 270 if k <= 0 else 450, fill=(255, 120, 90), width=p(1))
    draw.ellipse([cx - w * 0.32, body_top + h * 0.12, cx - w * 0.05, body_top + h * 0.5], fill=(255, 92, 92))
    bottom = body_top + h
    draw.rounded_rectangle([cx - p(20), bottom - p(3), cx + p(20), bottom + p(10)], p(2), fill=GOLD)
    draw.line([(cx, bottom + p(10)), (cx, bottom + p(24))], fill=GOLD, width=p(2))
    for k in range(-3, 4):
        draw.line([(cx + k * p(2.5), bottom + p(24)), (cx + k * p(4), bottom + p(58))], fill=(255, 190, 70), width=p(1))
    draw.text((cx, body_top + h / 2), "福", font=ImageFont.truetype(FONT_BOLD, p(34)), anchor="mm", fill=GOLD_LIGHT)
    save(canvas, "double11-lantern.png")


def gold_title(text, size_points, name):
    """Text filled with a vertical gold gradient, a dark red rim and a soft drop shadow."""
    font = ImageFont.truetype(FONT_BOLD, p(size_points))
    probe = ImageDraw.Draw(Image.new("L", (1, 1))).textbbox((0, 0), text, font=font, anchor="mm")
    margin = p(12)
    width, height = probe[2] - probe[0] + 2 * margin, probe[3] - probe[1] + 2 * margin
    centre = (width / 2, height / 2 - p(2))
    mask = Image.new("L", (width, height), 0)
    ImageDraw.Draw(mask).text(centre, text, font=font, anchor="mm", fill=255)
    outline = mask.filter(ImageFilter.MaxFilter(p(2.5) | 1))
    canvas = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    shade = Image.new("RGBA", (width, height), SHADE + (0,))
    shade.putalpha(outline.filter(ImageFilter.GaussianBlur(p(1.5))).point(lambda v: int(v * 0.9)))
    canvas.alpha_composite(shade, (0, p(3)))
    rim = Image.new("RGBA", (width, height), RIM + (255,))
    rim.putalpha(outline)
    canvas.alpha_composite(rim)
    ink = probe[3] - probe[1]
    gradient = vertical_gradient((width, ink + p(4)), [(0, GOLD_LIGHT), (0.55, GOLD), (1, GOLD_DARK)]).convert("RGBA")
    fill = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    fill.paste(gradient, (0, int(centre[1] - ink / 2 - p(2))))
    fill.putalpha(mask)
    canvas.alpha_composite(fill)
    save(canvas, name)


def main():
    lantern()
    gold_title("双11", 58, "double11-headline-zh.png")
    gold_title("Double 11", 50, "double11-headline-en.png")
    gold_title("11.11", 90, "double11-wordmark.png")


if __name__ == "__main__":
    main()
