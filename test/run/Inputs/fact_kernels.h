/* Device functions of header_tables.c and .cpp, in a header of their
 * own, naming fact_tables.h's tables. */
#pragma omp declare target
static double
alpha(int l)
{
	if (l < 0)
		return 0.0;
	if (l == 0)
		return 1.0;
	return double_fact_table[2 * l - 1] / fact_table[l];
}

static double
scaled(int l)
{
	return alpha(l) * scale_table[l % 4];
}
#pragma omp end declare target
