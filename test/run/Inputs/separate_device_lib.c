/* Declare target routines and variables for separate_device_code.c:
 * this file has no target region of its own, so it is compiled as
 * relocatable device code, and its definitions are device-linked with
 * the regions that use them. */
#pragma omp declare target
int bias;                       /* a tentative definition: 0 */
double weights[4] = {0.5, 1.0, 1.5, 2.0};

static double square(double x) { return x * x; }

double weigh(int i, double x)
{
	return weights[i % 4] * square(x) + bias;
}
#pragma omp end declare target
