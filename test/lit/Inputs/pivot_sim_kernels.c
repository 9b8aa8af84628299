/* Pivot rows' kernels for pivot_rows_sim.test: lud's column panel
 * (floats), a panel whose lanes loop touches the row at its variable
 * plus 1 and which adds into column 0 (doubles), and one whose pivot
 * access reads a column, be, that no access of the own row touches
 * (kernel_pivots' copy of such a column comes from memory). */
void
panel(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++) {
			float l = a[(long)i * n + k] / a[(long)k * n + k];
			a[(long)i * n + k] = l;
			for (int j = k + 1; j < be; j++)
				a[(long)i * n + j] -= l * a[(long)k * n + j];
		}
}

void
shifted(double *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++) {
			double l = a[(long)i * n + k] / a[(long)k * n + k];
			a[(long)i * n + k] = l;
			a[(long)i * n + 0] += l;
			for (int j = k; j < be - 1; j++)
				a[(long)i * n + j + 1] -= l * a[(long)k * n + j + 1];
		}
}

void
rhs(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++) {
			float l = a[(long)i * n + k] / a[(long)k * n + k] + a[(long)k * n + be];
			a[(long)i * n + k] = l;
			for (int j = k + 1; j < be; j++)
				a[(long)i * n + j] -= l * a[(long)k * n + j];
		}
}
