/* A part of a loop body, included inside target regions by
 * test/run/include_in_region.cpp (no include guard: each #include puts
 * the code in place again). */
acc = 0;
for (int k = 0; k < 4; k++)
	acc += EXPX(x[i] * (k + 1) / 8) * w[k];
y[i] = acc;
