// Package replay turns a game's resolved phases into a film: a still
// frame of each phase with its orders and their results (as the results
// screen draws them), in-between frames in which units travel along their
// arrows, bounce off and come back, dislodged units stand aside and
// builds fade in, and a caption on every frame naming the game, the
// variant, the phase and each power's supply centres.
//
// The app's Replay screen and `dipdesk export` share it, so what a group
// watches is what it sends. It reads only resolved phases (engine.Turn)
// and the position they led to: orders entered for the phase in progress
// live in the session, which a Story never sees, so a replay cannot
// reveal them.
//
// Encoders. GIF uses the standard library's image/gif with one fixed
// palette for the whole film: the board's own colours (sea, land, power
// colours and their ownership tints, ink, the caption's) plus the most
// frequent colours of a few sample frames, looked up through a 32K-entry
// table, with no dithering — a map is flat colour, and dithering would
// cost both time and bytes. Each frame after the first stores only the
// rectangle that changed, with unchanged pixels transparent, so an
// in-between frame costs the units that moved. No APNG module could be
// fetched through the module proxy here, so APNG is written by this
// package over image/png: the standard encoder compresses each frame and
// the three animation chunks (acTL, fcTL, fdAT) are added around its
// image data, using the same paletted, differenced frames as the GIF.
package replay
