package app

// Catalog lists the variants the home screen shows. It returns nothing
// until the variants package can load built-in variants.
func Catalog() []VariantInfo { return nil }
