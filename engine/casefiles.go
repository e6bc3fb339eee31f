package engine

import "embed"

// CaseFiles holds the adjudication cases the engine is tested against
// (testdata/adjudication/*.txt, the DATC text format read by
// variants/datc). They ship in the binary because the app teaches from
// them: each case becomes a puzzle whose answer is the engine's own
// result. A file named *_2000.txt or *_2023.txt holds only for that
// rules edition.
//
//go:embed testdata/adjudication/*.txt
var CaseFiles embed.FS
