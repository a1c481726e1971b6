// The post step finalises the progress comment when the main step crashed or was cancelled.
// Nothing to finalise until the action posts comments.
export {};
