#!/usr/bin/env python3
"""Draws Assets/Images/double11-promotion.png, the full-screen "Double 11" promotion of the
pull-promotion scene (780 x 1688 px: a 390 x 844 pt phone at 2x).

The bottom 300 px (from y = 1420) stay a calm red band with confetti only: the pull reveals that
part first, under the white refresh header. Its last rows are plain RED_BOTTOM, the colour the scene
fills below the image while it lags behind the content (parallax), so no seam shows. Everything is drawn here from shapes and the project's own Noto Sans SC subset, so the image is
ours to ship. Drawn at SUPERSAMPLE x the size and scaled down for anti-aliasing; a fixed random
seed makes every run give the same file.

    pip install pillow
    python3 Assets/Images/make-double11-promotion.py
"""
import math
import os
import random

from PIL import Image, ImageDraw, ImageFilter, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))
FONT_BOLD = os.path.join(HERE, "..", "Fonts", "NotoSansSC-Bold-Subset.otf")
FONT_REGULAR = os.path.join(HERE, "..", "Fonts", "NotoSansSC-Regular-Subset.otf")
OUTPUT = os.path.join(HERE, "double11-promotion.png")

WIDTH, HEIGHT = 780, 1688          # output pixels
SUPERSAMPLE = 2                    # drawing scale for anti-aliasing
SEED = 1111                        # confetti and sparkles
W, H = WIDTH * SUPERSAMPLE, HEIGHT * SUPERSAMPLE

RED_TOP = (150, 0, 24)
RED_MID = (226, 18, 45)
RED_BOTTOM = (120, 0, 20)
GOLD_LIGHT = (255, 241, 184)
GOLD = (255, 204, 92)
GOLD_DARK = (222, 142, 30)
CREAM = (255, 248, 232)


def s(value):
    """Output pixels to drawing pixels."""
    return int(round(value * SUPERSAMPLE))


def lerp(a, b, t):
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def vertical_gradient(size, stops):
    """An RGB image with a vertical gradient through (position 0...1, colour) stops."""
    width, height = size
    column = Image.new("RGB", (1, height))
    pixels = column.load()
    for y in range(height):
        t = y / max(1, height - 1)
        for (p0, c0), (p1, c1) in zip(stops, stops[1:]):
            if p0 <= t <= p1:
                pixels[0, y] = lerp(c0, c1, (t - p0) / max(1e-9, p1 - p0))
                break
    return column.resize(size)


def radial_glow(center, radius, colour, strength):
    """An RGBA layer with a soft round glow."""
    layer = Image.new("RGBA", (W, H), colour + (0,))
    mask = Image.new("L", (W, H), 0)
    ImageDraw.Draw(mask).ellipse([center[0] - radius, center[1] - radius, center[0] + radius, center[1] + radius],
                                 fill=int(255 * strength))
    layer.putalpha(mask.filter(ImageFilter.GaussianBlur(radius / 2.2)))
    return layer


def rays(center, count, length, colour, alpha):
    """Alternating light wedges around `center`."""
    layer = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    for k in range(count):
        a0 = 2 * math.pi * k / count
        a1 = a0 + math.pi / count
        points = [center,
                  (center[0] + length * math.cos(a0), center[1] + length * math.sin(a0)),
                  (center[0] + length * math.cos(a1), center[1] + length * math.sin(a1))]
        draw.polygon(points, fill=colour + (alpha,))
    fade = Image.new("L", (W, H), 0)
    ImageDraw.Draw(fade).ellipse([center[0] - length * 0.75, center[1] - length * 0.75,
                                  center[0] + length * 0.75, center[1] + length * 0.75], fill=255)
    fade = fade.filter(ImageFilter.GaussianBlur(length * 0.25))
    alpha_channel = Image.composite(layer.getchannel("A"), Image.new("L", (W, H), 0), fade)
    layer.putalpha(alpha_channel)
    return layer


def gold_text(canvas, text, font, center, shadow=True, stops=None):
    """Text filled with a vertical gold gradient, with a dark red drop shadow and outline."""
    stops = stops or [(0, GOLD_LIGHT), (0.55, GOLD), (1, GOLD_DARK)]
    box = ImageDraw.Draw(canvas).textbbox((0, 0), text, font=font, anchor="mm")
    tw, th = box[2] - box[0], box[3] - box[1]
    mask = Image.new("L", (W, H), 0)
    ImageDraw.Draw(mask).text(center, text, font=font, anchor="mm", fill=255)
    if shadow:
        outline = mask.filter(ImageFilter.MaxFilter(s(5) | 1))
        shade = Image.new("RGBA", (W, H), (90, 0, 10, 0))
        shade.putalpha(outline.filter(ImageFilter.GaussianBlur(s(3))).point(lambda v: int(v * 0.9)))
        canvas.alpha_composite(shade, (0, s(6)))
        rim = Image.new("RGBA", (W, H), (120, 10, 20, 255))
        rim.putalpha(outline)
        canvas.alpha_composite(rim)
    gradient = vertical_gradient((W, th + s(8)), stops).convert("RGBA")
    fill = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    fill.paste(gradient, (0, int(center[1] - th / 2 - s(4))))
    fill.putalpha(mask)
    canvas.alpha_composite(fill)


def lantern(draw, cx, top, scale):
    """A hanging red lantern with gold caps, ribs and a tassel."""
    w, h = s(86 * scale), s(100 * scale)
    string_end = top + s(40 * scale)
    draw.line([(cx, 0), (cx, string_end)], fill=GOLD_DARK, width=s(3))
    body_top = string_end + s(12 * scale)
    draw.rounded_rectangle([cx - s(22 * scale), string_end, cx + s(22 * scale), body_top + s(4)], s(4), fill=GOLD)
    draw.ellipse([cx - w / 2 - s(4), body_top + s(3), cx + w / 2 + s(4), body_top + h + s(6)], fill=(110, 0, 14))
    draw.ellipse([cx - w / 2, body_top, cx + w / 2, body_top + h], fill=(232, 30, 40))
    for k in (-2, -1, 0, 1, 2):
        rib = w / 2 * (1 - abs(k) * 0.12) * (abs(k) / 2.4)
        draw.arc([cx - rib, body_top, cx + rib, body_top + h], 90, 270 if k <= 0 else 450, fill=(255, 120, 90), width=s(2))
    draw.ellipse([cx - w * 0.32, body_top + h * 0.12, cx - w * 0.05, body_top + h * 0.5], fill=(255, 92, 92))
    bottom = body_top + h
    draw.rounded_rectangle([cx - s(20 * scale), bottom - s(6), cx + s(20 * scale), bottom + s(10 * scale)], s(4), fill=GOLD)
    draw.line([(cx, bottom + s(10 * scale)), (cx, bottom + s(24 * scale))], fill=GOLD, width=s(4))
    for k in range(-3, 4):
        draw.line([(cx + k * s(2.5 * scale), bottom + s(24 * scale)),
                   (cx + k * s(4 * scale), bottom + s(62 * scale))], fill=(255, 190, 70), width=s(2))
    font = ImageFont.truetype(FONT_BOLD, s(34 * scale))
    draw.text((cx, body_top + h / 2), "福", font=font, anchor="mm", fill=GOLD_LIGHT)


def sparkle(draw, x, y, r, colour):
    """A four-pointed star."""
    k = r * 0.22
    draw.polygon([(x, y - r), (x + k, y - k), (x + r, y), (x + k, y + k), (x, y + r), (x - k, y + k), (x - r, y),
                  (x - k, y - k)], fill=colour)


def confetti(canvas, rng, count):
    layer = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    colours = [GOLD, GOLD_LIGHT, (255, 150, 170), (255, 255, 255), (255, 110, 60), (255, 220, 120)]
    for _ in range(count):
        x, y = rng.uniform(0, W), rng.uniform(0, H)
        colour = rng.choice(colours) + (rng.randint(150, 235),)
        kind = rng.random()
        if kind < 0.55:
            length, width, angle = s(rng.uniform(10, 22)), s(rng.uniform(4, 7)), rng.uniform(0, math.pi)
            dx, dy = math.cos(angle), math.sin(angle)
            nx, ny = -dy, dx
            draw.polygon([(x - dx * length / 2 - nx * width / 2, y - dy * length / 2 - ny * width / 2),
                          (x + dx * length / 2 - nx * width / 2, y + dy * length / 2 - ny * width / 2),
                          (x + dx * length / 2 + nx * width / 2, y + dy * length / 2 + ny * width / 2),
                          (x - dx * length / 2 + nx * width / 2, y - dy * length / 2 + ny * width / 2)], fill=colour)
        elif kind < 0.85:
            r = s(rng.uniform(3, 6))
            draw.ellipse([x - r, y - r, x + r, y + r], fill=colour)
        else:
            sparkle(draw, x, y, s(rng.uniform(8, 16)), colour)
    canvas.alpha_composite(layer)


def coupon(canvas, box, amount, condition, label):
    """A cream coupon with a gold border, a big amount and a perforated stub."""
    x0, y0, x1, y1 = box
    shadow = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    ImageDraw.Draw(shadow).rounded_rectangle([x0, y0 + s(6), x1, y1 + s(6)], s(16), fill=(80, 0, 10, 140))
    canvas.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(s(8))))
    draw = ImageDraw.Draw(canvas)
    draw.rounded_rectangle(box, s(16), fill=CREAM, outline=GOLD, width=s(3))
    stub = x0 + (x1 - x0) * 0.64
    for y in range(int(y0 + s(14)), int(y1 - s(10)), s(12)):
        draw.ellipse([stub - s(2.5), y, stub + s(2.5), y + s(5)], fill=(240, 190, 150))
    big = ImageFont.truetype(FONT_BOLD, s(52))
    small = ImageFont.truetype(FONT_BOLD, s(24))
    tiny = ImageFont.truetype(FONT_REGULAR, s(18))
    mid = (x0 + stub) / 2
    draw.text((mid - s(30), (y0 + y1) / 2 + s(6)), "¥", font=small, anchor="rs", fill=(214, 20, 40))
    draw.text((mid - s(28), (y0 + y1) / 2 + s(16)), amount, font=big, anchor="ls", fill=(214, 20, 40))
    draw.text((mid, y1 - s(24)), condition, font=tiny, anchor="mm", fill=(150, 60, 50))
    draw.rounded_rectangle([stub + s(14), (y0 + y1) / 2 - s(20), x1 - s(14), (y0 + y1) / 2 + s(20)], s(20),
                           fill=(230, 30, 50))
    draw.text(((stub + x1) / 2, (y0 + y1) / 2), label, font=small, anchor="mm", fill=(255, 240, 200))


def main():
    rng = random.Random(SEED)
    canvas = vertical_gradient((W, H), [(0, RED_TOP), (0.42, RED_MID), (0.75, (200, 10, 38)), (1, RED_BOTTOM)])
    canvas = canvas.convert("RGBA")
    hero = (W / 2, s(490))
    canvas.alpha_composite(rays(hero, 24, s(900), (255, 200, 120), 46))
    canvas.alpha_composite(radial_glow(hero, s(330), (255, 170, 60), 0.55))
    canvas.alpha_composite(radial_glow((W / 2, s(1380)), s(260), (255, 120, 40), 0.3))
    confetti(canvas, rng, 130)

    draw = ImageDraw.Draw(canvas)
    lantern(draw, s(92), s(40), 1.0)
    lantern(draw, s(612), s(96), 0.85)

    # Title block.
    gold_text(canvas, "双11", ImageFont.truetype(FONT_BOLD, s(116)), (W / 2, s(285)))
    gold_text(canvas, "11.11", ImageFont.truetype(FONT_BOLD, s(180)), (W / 2, s(490)))
    ribbon_top, ribbon_bottom = s(630), s(700)
    draw = ImageDraw.Draw(canvas)
    draw.rounded_rectangle([s(150), ribbon_top, s(630), ribbon_bottom], s(35), fill=(255, 214, 110))
    draw.rounded_rectangle([s(156), ribbon_top + s(6), s(624), ribbon_bottom - s(6)], s(30), fill=(196, 0, 30))
    draw.text((W / 2, (ribbon_top + ribbon_bottom) / 2), "全球狂欢节 · 外卖美食节", font=ImageFont.truetype(FONT_BOLD, s(34)),
              anchor="mm", fill=GOLD_LIGHT)
    draw.text((W / 2, s(752)), "11月1日 – 11月11日  全场满200减30", font=ImageFont.truetype(FONT_REGULAR, s(26)),
              anchor="mm", fill=(255, 226, 190))

    # Coupons.
    coupon(canvas, (s(60), s(808), s(720), s(936)), "30", "满200元可用 · 全品类", "立即领取")
    coupon(canvas, (s(60), s(952), s(720), s(1080)), "11", "满50元可用 · 美食外卖", "立即领取")
    coupon(canvas, (s(60), s(1096), s(720), s(1224)), "5", "无门槛 · 奶茶甜品", "立即领取")

    # Call to action.
    draw = ImageDraw.Draw(canvas)
    cta = [s(170), s(1264), s(610), s(1354)]
    glow = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    ImageDraw.Draw(glow).rounded_rectangle(cta, s(45), fill=(255, 200, 80, 170))
    canvas.alpha_composite(glow.filter(ImageFilter.GaussianBlur(s(14))))
    button = vertical_gradient((cta[2] - cta[0], cta[3] - cta[1]), [(0, GOLD_LIGHT), (1, GOLD)]).convert("RGBA")
    mask = Image.new("L", button.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, button.size[0] - 1, button.size[1] - 1], s(45), fill=255)
    button.putalpha(mask)
    canvas.alpha_composite(button, (cta[0], cta[1]))
    draw = ImageDraw.Draw(canvas)
    draw.text(((cta[0] + cta[2]) / 2, (cta[1] + cta[3]) / 2), "立即进入会场 ›", font=ImageFont.truetype(FONT_BOLD, s(38)),
              anchor="mm", fill=(190, 0, 28))
    draw.text((W / 2, s(1392)), "好物低至五折 · 红包天天领", font=ImageFont.truetype(FONT_REGULAR, s(24)),
              anchor="mm", fill=(255, 214, 170))

    for _ in range(14):
        sparkle(draw, rng.uniform(s(40), W - s(40)), rng.uniform(s(200), s(800)), s(rng.uniform(8, 18)),
                (255, 246, 210, 255))

    image = canvas.convert("RGB").resize((WIDTH, HEIGHT), Image.LANCZOS)
    image.save(OUTPUT, optimize=True)
    print(f"wrote {OUTPUT} ({WIDTH}x{HEIGHT})")


if __name__ == "__main__":
    main()
