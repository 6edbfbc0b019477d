package fetch

import (
	"context"
	"testing"
)

// TestDoSendsAndReads sends a JSON body and reads the answer back over a
// real socket (a Go server, or in the browser build Node's, with the real
// fetch), and refuses an answer past MaxAnswer.
func TestDoSendsAndReads(t *testing.T) {
	srv := echo(t)
	status, body, err := Do(context.Background(), "POST", srv+"/echo", []byte(`{"a":1}`))
	if err != nil || status != 201 || string(body) != `POST application/json {"a":1}` {
		t.Errorf("POST: %d %q %v, want 201 and the body echoed", status, body, err)
	}
	status, body, err = Do(context.Background(), "GET", srv+"/echo", nil)
	if err != nil || status != 201 || string(body) != "GET  " {
		t.Errorf("GET: %d %q %v, want 201 with no body sent", status, body, err)
	}
	if _, _, err := Do(context.Background(), "GET", srv+"/big", nil); err == nil {
		t.Errorf("an answer of %d bytes was read", MaxAnswer+1)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := Do(ctx, "GET", srv+"/echo", nil); err == nil {
		t.Error("a request whose context ended was answered")
	}
}
