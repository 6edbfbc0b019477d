//go:build !js

package save

// defaultBackend is where a save goes without a folder: nowhere.
func defaultBackend() (backend, error) { return nil, nil }

// webBox is where a box goes without a folder: nowhere.
func webBox(string) Box { return nil }
