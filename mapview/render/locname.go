package render

import "dipdesk/engine"

// LocName is a location's name as scenes use it ("lon", "stp/nc"), for
// callers that build scene data of their own (the replay's glides).
func LocName(v *engine.Variant, l engine.LocID) string { return locName(v, l) }
