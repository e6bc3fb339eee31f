#!/usr/bin/python3
"""Make dipdesk's symbol fonts: the arrows, maths signs and ticks that
Fyne's bundled Noto Sans lacks (→ − ≤ ≥ ✓ ✗ …), cut from DejaVu Sans.

Fyne draws each character in the first font of its list that has it: the
theme's font, then its bundled Noto Sans, then the system's fonts. dipdesk's
theme puts these small fonts first; they hold only characters Noto Sans
lacks (and a space as wide as Noto's), so every other character is still
drawn in Noto Sans, and one that
neither has falls to the system as before. Without them a system with no
font for → (a bare Windows or Wine, a minimal Linux) draws a box with a
question mark.

The glyphs are scaled to Noto's 1000 units per em and given Noto's
vertical metrics, so a line that starts with an arrow sits on the same
baseline and has the same height as one that does not.

Usage (Debian: python3-fonttools fonts-dejavu-core; `make fonts` runs it):
    make-symbols.py NOTO-REGULAR.ttf NOTO-BOLD.ttf OUTDIR
"""
import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem

DEJAVU = "/usr/share/fonts/truetype/dejavu/"

# The blocks taken, where Noto Sans lacks them: Arrows, Mathematical
# Operators, and the check and cross marks of Dingbats.
BLOCKS = [(0x2190, 0x21FF), (0x2200, 0x22FF), (0x2713, 0x2718)]


def make(noto_path, dejavu_name, style, out_path):
    noto = TTFont(noto_path)
    have = set(noto.getBestCmap())
    want = [c for lo, hi in BLOCKS for c in range(lo, hi + 1) if c not in have]
    # The space too: the text shaper keeps a space in the font of the
    # character before it, and assumes every font has one. It gets Noto's
    # width, so "→ A" is spaced as "- A" is.
    want.append(0x20)

    font = TTFont(DEJAVU + dejavu_name)
    opts = subset.Options()
    opts.hinting = False
    opts.layout_features = ["*"]
    opts.name_IDs = ["*"]
    opts.notdef_outline = True
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=want)
    sub.subset(font)
    scale_upem(font, noto["head"].unitsPerEm)

    space = font.getBestCmap()[0x20]
    _, lsb = font["hmtx"][space]
    font["hmtx"][space] = (noto["hmtx"][noto.getBestCmap()[0x20]][0], lsb)

    # Noto's vertical metrics, so lines keep their height and baseline.
    for table, fields in {
        "hhea": ["ascent", "descent", "lineGap"],
        "OS/2": ["sTypoAscender", "sTypoDescender", "sTypoLineGap", "usWinAscent", "usWinDescent"],
    }.items():
        for f in fields:
            setattr(font[table], f, getattr(noto[table], f))
    use_typo = 1 << 7
    font["OS/2"].fsSelection = (font["OS/2"].fsSelection & ~use_typo) | (noto["OS/2"].fsSelection & use_typo)

    # A font cut from DejaVu must not be called DejaVu (or Bitstream Vera).
    family = "dipdesk Symbols"
    names = font["name"]
    for rec in list(names.names):
        if rec.nameID in (1, 3, 4, 6, 16, 17):
            names.removeNames(nameID=rec.nameID)
    names.setName(family, 1, 3, 1, 0x409)
    names.setName(style, 2, 3, 1, 0x409)
    names.setName(f"{family} {style}; cut from DejaVu Sans by dipdesk", 3, 3, 1, 0x409)
    names.setName(f"{family} {style}", 4, 3, 1, 0x409)
    names.setName(f"dipdeskSymbols-{style}", 6, 3, 1, 0x409)
    font.recalcTimestamp = False  # the same input gives the same file
    font.save(out_path)
    print(f"{out_path}: {len(font.getBestCmap())} characters")


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    noto_regular, noto_bold, out = sys.argv[1:]
    make(noto_regular, "DejaVuSans.ttf", "Regular", out + "/dipdeskSymbols-Regular.ttf")
    make(noto_bold, "DejaVuSans-Bold.ttf", "Bold", out + "/dipdeskSymbols-Bold.ttf")


main()
