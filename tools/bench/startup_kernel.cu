extern "C" __global__ void empty(void) {}
