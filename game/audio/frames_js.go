package audio

import "time"

// letFramesThrough pauses the sounds' maker between two sounds, and
// between the notes of a long one: in the browser every goroutine shares
// one thread, and one that never blocks keeps the page from drawing until
// it ends (the first frame waited seconds for the sounds). Blocking for
// about a frame hands the thread back to the page for its next frame (a
// shorter sleep had the maker back before the page drew, and frames came
// 170 ms apart); the sounds are ready about a second later.
func letFramesThrough() { time.Sleep(16 * time.Millisecond) }
