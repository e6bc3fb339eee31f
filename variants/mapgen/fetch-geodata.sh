#!/bin/sh
# fetch-geodata.sh OUTDIR — prepare the geography mapgen reads:
#   OUTDIR/world-atlas, OUTDIR/us-atlas   Natural Earth land and countries (npm, public domain)
#   OUTDIR/ne_50m_*.geojson               lakes and rivers from ../shared/geodata
# Nothing here is committed; mapgen's output (map.svg) is.
set -eu
out=${1:?usage: fetch-geodata.sh OUTDIR}
here=$(cd "$(dirname "$0")" && pwd)
shared=${SHARED:-$here/../../../shared}
mkdir -p "$out/npm"
out=$(cd "$out" && pwd)
if [ ! -d "$out/npm/node_modules/world-atlas" ] || [ ! -d "$out/npm/node_modules/us-atlas" ]; then
	(cd "$out/npm" && npm install --no-save --no-audit --no-fund --silent world-atlas us-atlas)
fi
ln -sfn "$out/npm/node_modules/world-atlas" "$out/world-atlas"
ln -sfn "$out/npm/node_modules/us-atlas" "$out/us-atlas"
for f in ne_50m_lakes.geojson ne_50m_rivers_lake_centerlines.geojson; do
	if [ -f "$shared/geodata/$f" ]; then
		ln -sf "$(cd "$shared/geodata" && pwd)/$f" "$out/$f"
	else
		echo "fetch-geodata: $shared/geodata/$f not found; boards will have no lakes or rivers" >&2
	fi
done
echo "geodata ready in $out"
