package player

import (
	"strings"
	"testing"

	"ropeman/assets"
)

func TestShippedTuningIsValid(t *testing.T) {
	var pt Tuning
	if err := assets.Tuning("player", &pt); err != nil {
		t.Fatal(err)
	}
	if err := pt.Validate(); err != nil {
		t.Fatalf("assets/tuning.json player table: %v", err)
	}
}

func TestTuningValidateNamesField(t *testing.T) {
	var good Tuning
	if err := assets.Tuning("player", &good); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		field  string
		mutate func(*Tuning)
	}{
		{"startSpeed", func(p *Tuning) { p.StartSpeed = 0 }},
		{"maxSpeed", func(p *Tuning) { p.MaxSpeed = p.StartSpeed / 2 }},
		{"gravity", func(p *Tuning) { p.Gravity = -9.81 }},
		{"speedRamp", func(p *Tuning) { p.SpeedRamp = -1 }},
		{"coyoteTicks", func(p *Tuning) { p.CoyoteTicks = -1 }},
		{"jumpBufferTicks", func(p *Tuning) { p.JumpBuffer = 1000 }},
	}
	for _, tc := range cases {
		p := good
		tc.mutate(&p)
		err := p.Validate()
		if err == nil || !strings.HasPrefix(err.Error(), tc.field+":") {
			t.Errorf("%s out of range: error %v, want one naming %s", tc.field, err, tc.field)
		}
	}
}
