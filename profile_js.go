package main

import "errors"

// profile is the desktop's (profile_desktop.go): a page has no file to write
// a profile to.
func profile(path string) (stop func(), err error) {
	if path != "" {
		return nil, errors.New("not in the browser: run the desktop build")
	}
	return func() {}, nil
}
