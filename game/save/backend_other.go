//go:build !js

package save

// defaultBackend is where a save goes without a folder: nowhere.
func defaultBackend() (backend, error) { return nil, nil }
