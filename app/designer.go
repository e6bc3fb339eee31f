package app

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"dipdesk/engine"
	"dipdesk/mapview"
	"dipdesk/mapview/render"
	"dipdesk/variants"
	"dipdesk/variants/datc"
	"dipdesk/variants/jdip"
	"dipdesk/variants/share"
	"dipdesk/variants/watch"
)

// The designer's tools on a variant's page: its borders drawn over the
// board, its scenarios run, its balance report, sharing it as a .zip, and
// a live reload of a user variant's folder while its page is open.

// isUserVariant reports whether p is a folder on disk (not built in).
func isUserVariant(p *variants.Package) bool { return p.Source != "builtin" && p.Source != "" }

// designerTools is the row of designer buttons for p; reshow redraws the
// page after an import.
func (u *ui) designerTools(p *variants.Package) fyne.CanvasObject {
	row := container.NewHBox(
		newScreenButton("Borders", theme.VisibilityIcon(), func() { u.showBorders(p, func() { u.showVariantsAt(variantKey(p)) }) }),
		widget.NewButtonWithIcon("Run scenarios", theme.ConfirmIcon(), func() { u.runScenarios(p) }),
		newScreenButton("Balance", theme.InfoIcon(), func() { u.showBalance(p) }),
		newScreenButton("Coordinates", theme.SearchIcon(), func() { u.showCoordinates(p) }),
	)
	if boardProblem(p) == "" { // no sandbox on a board that cannot be played on
		row.Add(newScreenButton("Sandbox", theme.MediaPlayIcon(), func() { u.startSandbox(p, nil) }))
	}
	if isUserVariant(p) {
		row.Add(widget.NewButtonWithIcon("Export .zip", theme.DocumentSaveIcon(), func() { u.exportVariant(p) }))
		row.Add(widget.NewButtonWithIcon("Remove", theme.DeleteIcon(), func() { u.removeVariant(p) }))
	}
	return row
}

// showBorders draws every border of p's graph over its board: army,
// fleet and shared borders in their own styles, conditional ones dotted,
// bridges and canals badged. Tapping two provinces says whether and how
// they border. A user variant's folder is watched: saving a file redraws
// the borders, and a problem is shown without leaving the page.
func (u *ui) showBorders(p *variants.Package, back func()) {
	u.w.SetTitle("dipdesk — " + p.Variant.Name + " borders")
	m := mapview.New(p.Files)
	status := widget.NewLabel("Tap a province, then another: this says whether and how they border.")
	status.Wrapping = fyne.TextWrapWord
	problem := widget.NewLabel("")
	problem.Wrapping = fyne.TextWrapWord
	problem.Importance = widget.DangerImportance
	problem.Hide()
	key := widget.NewLabel("Army: solid brown · Fleet: dashed blue · Both: wide purple · Only for a centre's owner: dotted, ? · Bridge: B · Canal: C · a coast: ringed")
	key.Wrapping = fyne.TextWrapWord
	first := ""
	var borders []render.Border
	cur := p
	scene := func(focus string) {
		start := cur.Variant.Start()
		s := render.SceneOf(cur.Variant, &start, nil, nil)
		s.Borders, s.BorderFocus = borders, focus
		m.SetScene(s)
	}
	load := func(np *variants.Package) {
		cur = np
		borders = render.AdjacencyOf(np.Variant)
		scene(first)
	}
	load(p)
	name := func(id string) string {
		for i := 0; i < cur.Variant.NumProvinces(); i++ {
			if pr := cur.Variant.Province(engine.ProvinceID(i)); pr.ID == id {
				return pr.Name
			}
		}
		return id
	}
	m.OnTapped = func(prov, _ string) {
		if prov == "" {
			return
		}
		if first == "" {
			first = prov
			status.SetText(name(prov) + ": now tap a second province.")
			scene(prov)
			return
		}
		status.SetText(render.Describe(m.Model(), borders, first, prov, name))
		first = ""
		scene(prov)
	}
	var bottom *fyne.Container
	stop := u.watchVariant(cur, func(np *variants.Package, err error) {
		if err != nil {
			problem.SetText("The folder changed and does not load; still showing the last good version:\n• " + strings.Join(variants.Problems(err), "\n• "))
			problem.Show()
			bottom.Refresh() // a container lays out again only when told
			return
		}
		problem.Hide()
		bottom.Refresh()
		fresh := mapview.New(np.Files)
		if fresh.Err() != nil {
			problem.SetText("map.svg does not load; still showing the last good board: " + fresh.Err().Error())
			problem.Show()
			bottom.Refresh()
			load(np)
			return
		}
		u.showBorders(np, back) // a new board drawing: rebuild the page
	})
	backBtn := newScreenButton("Back", theme.NavigateBackIcon(), func() { stop(); back() })
	bottom = container.NewVBox(problem, status, key, container.NewHBox(backBtn))
	u.show(container.NewBorder(nil, bottom, nil, nil, m))
	u.stopWatch = stop
}

// watchVariant watches a user variant's folder while its page is open and
// calls changed on the main thread after each save, with the reloaded
// package or what stops it loading. It returns the stop function; built-in
// variants are not watched.
func (u *ui) watchVariant(p *variants.Package, changed func(*variants.Package, error)) func() {
	if u.stopWatch != nil {
		u.stopWatch()
		u.stopWatch = nil
	}
	if !isUserVariant(p) {
		return func() {}
	}
	w, err := watch.Folder(p.Source, func(np *variants.Package, err error) {
		fyne.Do(func() { changed(np, err) })
	})
	if err != nil {
		return func() {}
	}
	return w.Stop
}

// runScenarios runs p's scenarios.txt and lists each case: passed, or
// failed with what differed, under the case's own explanation.
func (u *ui) runScenarios(p *variants.Package) {
	text, err := scenarioResults(p)
	if err != nil {
		u.inform("Scenarios", err.Error())
		return
	}
	body := widget.NewLabel(text)
	body.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(body)
	scroll.SetMinSize(fyne.NewSize(720, 460))
	d := dialog.NewCustom(p.Variant.Name+" — scenarios", "Close", scroll, u.w)
	d.SetOnClosed(u.withKeys(d, d.Hide))
}

// scenarioResults runs p's scenarios.txt as `dipdesk datc` does and says
// how each case went, in words.
func scenarioResults(p *variants.Package) (string, error) {
	data, err := p.ReadFile("scenarios.txt")
	if err != nil {
		return "", fmt.Errorf("%s has no scenarios.txt: add cases in the DATC format to check its rules (see docs/DESIGNERS.md)", p.Variant.Name)
	}
	f, err := datc.Parse("scenarios.txt", bytes.NewReader(data))
	if err != nil {
		return "", err
	}
	if f.Variant != "" && !variants.Names(p, f.Variant) {
		return "", fmt.Errorf("scenarios.txt is for %q, not %s (its VARIANT_ALL line)", f.Variant, p.Variant.Name)
	}
	results := f.RunEach(p.Variant, engine.Options{Edition: engine.DefaultEdition})
	var b strings.Builder
	failed := 0
	for _, r := range results {
		if !r.Passed() {
			failed++
		}
	}
	fmt.Fprintf(&b, "%d passed, %d failed\n", len(results)-failed, failed)
	for _, r := range results {
		mark := "✓ passed"
		if !r.Passed() {
			mark = "✗ FAILED"
		}
		fmt.Fprintf(&b, "\n%s  %s (line %d)\n", mark, r.Case.Name, r.Case.Line)
		if r.Case.Comment != "" {
			fmt.Fprintf(&b, "    %s\n", r.Case.Comment)
		}
		for _, d := range r.Diff {
			fmt.Fprintf(&b, "    • %s\n", d)
		}
	}
	return b.String(), nil
}

// exportVariant saves a user variant's folder as one .zip.
func (u *ui) exportVariant(p *variants.Package) {
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil || wc == nil {
			return
		}
		defer wc.Close()
		var buf bytes.Buffer
		if err := share.Export(p.Source, &buf); err != nil {
			u.showError(err)
			return
		}
		if _, err := wc.Write(buf.Bytes()); err != nil {
			u.showError(err)
			return
		}
		u.inform("Export", fmt.Sprintf("%s saved as %s (%d KB).", p.Variant.Name, wc.URI().Name(), buf.Len()>>10))
	}, u.w)
	d.SetFileName(p.ID + ".zip")
	d.SetFilter(storage.NewExtensionFileFilter([]string{".zip"}))
	d.Show()
}

// importVariant installs a variant from a .zip into the user variants
// folder: a dipdesk variant (see variants/share for what it refuses), or
// every variant of a jDip plug-in (variants/jdip). A variant already
// installed is replaced only when the designer says so.
func (u *ui) importVariant() {
	if u.opt.UserVariants == "" {
		u.inform("Import", "There is no folder for installed variants.")
		return
	}
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil || rc == nil {
			return
		}
		path := rc.URI().Path()
		rc.Close()
		u.importFrom(path, false)
	}, u.w)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".zip", ".jar"}))
	d.Show()
}

// importFrom installs what path holds, asking before it replaces.
func (u *ui) importFrom(path string, replace bool) {
	again := func(what string) {
		u.confirm("Replace?", what+" is already installed. Replace it with the one in "+filepath.Base(path)+"?", func(yes bool) {
			if yes {
				u.importFrom(path, true)
			}
		})
	}
	if jdip.IsPlugin(path) {
		res, err := jdip.Install(path, u.opt.UserVariants, replace)
		if err != nil {
			u.showError(err)
			return
		}
		var names, refused, clash []string
		for _, p := range res.Installed {
			names = append(names, p.Variant.Name)
		}
		for _, r := range res.Refused {
			if strings.Contains(r.Reason, share.ErrInstalled.Error()) {
				clash = append(clash, r.Name)
				continue
			}
			refused = append(refused, "• "+r.Error())
		}
		u.showVariants()
		msg := ""
		if len(names) > 0 {
			msg = "Installed from the jDip plug-in: " + strings.Join(names, ", ") + "."
		}
		if len(refused) > 0 {
			msg += "\n\nNot imported:\n" + strings.Join(refused, "\n")
		}
		if len(clash) > 0 {
			again(strings.Join(clash, ", "))
		}
		if msg != "" {
			u.inform("Import", strings.TrimSpace(msg))
		}
		return
	}
	p, err := share.ImportReplacing(path, u.opt.UserVariants, replace)
	if errors.Is(err, share.ErrInstalled) {
		again("A variant of this id")
		return
	}
	if err != nil {
		u.showError(err)
		return
	}
	u.showVariantsAt(variantKey(p))
	u.inform("Import", fmt.Sprintf("%s is installed in %s.", p.Variant.Name, p.Source))
}

// removeVariant deletes an installed variant's folder, once the designer
// confirms; saved games keep their own copy of its definition.
func (u *ui) removeVariant(p *variants.Package) {
	u.confirm("Remove "+p.Variant.Name+"?", "This deletes the folder "+p.Source+" and everything in it. Games played on it keep their own copy of its rules.", func(yes bool) {
		if !yes {
			return
		}
		if u.stopWatch != nil {
			u.stopWatch()
			u.stopWatch = nil
		}
		if err := share.Remove(filepath.Dir(p.Source), filepath.Base(p.Source)); err != nil {
			u.showError(err)
			return
		}
		u.showVariants()
	})
}

// latestBalance finds the newest saved balance report for id (the JSON
// `dipdesk balance` writes beside its table), or "".
func latestBalance(dir, id string) string {
	if h := balanceHistory(dir, id); len(h) > 0 {
		return h[0]
	}
	return ""
}

// balanceHistory lists id's saved balance reports (their JSON), newest
// first.
func balanceHistory(dir, id string) []string {
	if dir == "" {
		return nil
	}
	// "<id>-<games>x<years>-…": the digit keeps "glen" from reading "glen-two"'s.
	matches, _ := filepath.Glob(filepath.Join(dir, id+"-[0-9]*.json"))
	when := map[string]int64{}
	for _, m := range matches {
		if st, err := os.Stat(m); err == nil {
			when[m] = st.ModTime().UnixNano()
		}
	}
	sort.SliceStable(matches, func(i, j int) bool { return when[matches[i]] > when[matches[j]] })
	return matches
}
