package audio

import "time"

// letFramesThrough pauses the sounds' maker between two sounds: in the
// browser every goroutine shares one thread, and one that never blocks
// keeps the page from drawing until it ends (the first frame waited
// seconds for the sounds). Blocking hands the thread back to the page.
func letFramesThrough() { time.Sleep(time.Millisecond) }
