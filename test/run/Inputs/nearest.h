/* Prototypes of functions header_prototype.c defines after a caller. */
float nearest_dist2(const float *a, const float *b, int n);
static int nearest_index(const float *pt, const float *cen, int k, int n);
