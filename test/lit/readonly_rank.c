// RUN: %omp2cuda --explain %s -o /dev/null | FileCheck %s
// Read-only provenance over an array of high rank: an element of an array
// element was walked twice per rank (2^24 walks here, a hang); writes into
// arrays of arrays are still found.

void f(int n, double *out, double (*p)[4])
{
	double g[4][4];
#pragma omp target map(from: out[0:1]) map(tofrom: g, p[0:n])
	{
		double h[1][1][1][1][1][1][1][1][1][1][1][1][1][1][1][1][1][1][1][1][1][1][1][1];
		h[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0] = 1;
		out[0] = h[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0];
		g[1][2] = 3;
		p[0][1] = 2;
	}
	// CHECK: out: written by 'out[0] = h
	// CHECK: g: written by 'g[1][2] = 3' at [[@LINE-4]]:3
	// CHECK: p: written by 'p[0][1] = 2' at [[@LINE-4]]:3
}
