typedef struct { double w[4]; int k; } P;
typedef enum { RED, BLUE } Color;
static double h(double x, P p) { return x * p.w[p.k & 3]; }
double g(double x, P p);
double g(double x, P p) { return h(x, p) + 1; }
double f(int n, double *v, P p)
{
	double out = 0;
	Color c = BLUE;
	enum { LOCAL = 7 };
#pragma omp target map(tofrom: out) map(to: v[0:n])
	{
		for (int i = 0; i < n; i++)
			out += g(v[i], p) + (c == BLUE) + LOCAL;
	}
	return out;
}
