/* Device routines for other files' regions: no region of its own
 * (rdc_link.test). */
#pragma omp declare target
int scale;
int offset = 0;
int twice(int x) { return 2 * x; }
#pragma omp end declare target
