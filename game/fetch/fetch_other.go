//go:build !js

package fetch

import (
	"bytes"
	"context"
	"io"
	"net/http"
)

// Do sends a request (body, when not nil, as JSON) and returns the
// answer's status and body; ctx's end abandons it.
func Do(ctx context.Context, method, url string, body []byte) (int, []byte, error) {
	var r io.Reader
	if body != nil {
		r = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, r)
	if err != nil {
		return 0, nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, MaxAnswer+1))
	if err == nil && len(data) > MaxAnswer {
		err = errTooLong
	}
	return resp.StatusCode, data, err
}
