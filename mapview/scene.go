package mapview

import (
	"dipdesk/engine"
	"dipdesk/mapview/render"
)

// SceneOf builds the Scene for a position of an engine variant, with its
// orders and, once resolved, their outcome. It is render.SceneOf, which
// lives there so that drawing headlessly needs no Fyne.
func SceneOf(v *engine.Variant, pos *engine.Position, orders []engine.Order, out *engine.Outcome) *render.Scene {
	return render.SceneOf(v, pos, orders, out)
}
