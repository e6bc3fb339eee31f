// Package jdip reads jDip's variant plug-ins and turns every variant in
// one into a dipdesk variant folder (variant.txt, map.svg, rules.md), so
// that a group's jDip library opens in dipdesk.
//
// A plug-in is a zip (or a folder) with variants.xml at its top. That file
// lists the map drawings (MAP_DEFINITION: an SVG file each) and the
// variants (VARIANT): powers (name, adjective, other names, active or not),
// the starting turn ("Spring, 1901, Movement"), victory conditions
// (WINNING_SUPPLY_CENTERS, YEARS_WITHOUT_SC_CAPTURE, GAME_LENGTH), supply
// centres (province, home power, owner), starting units and rule options
// (RULEOPTION name/value pairs). Each variant names an adjacency file: its
// PROVINCE elements give a short name, a full name, other names
// (UNIQUENAME), isImpassable and isConvoyableCoast, and ADJACENCY lists by
// type: "mv" where armies go, "xc" where fleets go from a province with one
// coast, "nc", "sc", "ec", "wc" from that coast of a province with several.
// A reference to a coast is written "stp-nc".
//
// The SVG map carries jDip's own data beside the drawing: in
// jdipNS:PROVINCE_DATA, for every province and every coast, where a unit,
// a dislodged unit and the supply-centre marker stand, in the root's user
// space; in jdipNS:POWERCOLORS, each power's colour. Province shapes are
// the paths of the "MouseLayer" group, whose ids are province names (coast
// parts "stp-nc"); the drawn "MapLayer" has groups "_stp" as a fallback.
// Names are the texts of "BriefLabelLayer" (abbreviations) and
// "FullLabelLayer". Groups and elements may carry SVG transforms, and the
// root a viewBox that does not start at 0,0; both are applied, through
// variants/board's own transform code, so the board lands in dipdesk's
// board units exactly as jDip draws it.
//
// What dipdesk's engine has a mechanism for carries over as data: build
// rules (OPTION_BUILDS), a victory threshold, a quiet-years draw
// (YEARS_WITHOUT_SC_CAPTURE → quietdraw), a game length (offered as an
// "end" option at New game), inactive powers (their units stand as
// neutral units, their centres neutral). Anything else — wings, borders
// with conditions, an unknown rule option — refuses that variant by name,
// saying which option, rather than import it half-working.
//
// The facts of the format come from jDip's help pages ("Variant Plugin
// File Structure", "variants.xml file format"); no jDip file or code is
// part of dipdesk. XML is read with encoding/xml.
package jdip
