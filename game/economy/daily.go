package economy

import (
	"strconv"

	"ropeman/assets/bounds"
)

// DailyTable is the economy's "daily" table (assets/tuning.json): the coins each
// day of the seven-day calendar pays.
type DailyTable struct {
	Coins [DailyDays]int `json:"coins"`
}

// Validate reports the first day out of range.
func (t DailyTable) Validate() error {
	var errs []error
	for i, c := range t.Coins {
		errs = append(errs, bounds.Within("coins["+strconv.Itoa(i)+"]", c, 1, 100_000, "coins"))
	}
	return bounds.First(errs...)
}
