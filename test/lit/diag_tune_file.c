// RUN: printf '# a comment\n\ndiag_tune_file.c:99 block=128\ndiag_tune_file.c:19 blocks=128 stage-rows=maybe block=100 block=96 narrow-loops=off\ndiag_tune_file.c:17 block=128\ndiag_tune_file.c:23 block=256\nnot-a-place block=128\ndiag_tune_file.c:19 block=64\ndiag_tune_file.c:19:5 block=64\nother.c:3 block=64\n' > %t.tune
// RUN: %omp2cuda --explain %s -ftune-file=%t.tune 2>&1 | FileCheck %s
// RUN: %omp2cuda -w --explain %s -ftune-file=%t.tune 2>&1 | FileCheck %s --check-prefix=QUIET
// RUN: %omp2cuda -c %s -o %t.o -ftune-file=%t.tune 2>&1 | FileCheck %s --check-prefix=COMPILE
// RUN: not %omp2cuda --explain %s -ftune-file=%t.missing 2>&1 | FileCheck %s --check-prefix=MISSING
// A tune file may be stale after the program changed: a line naming no
// kernel region of a file the compile holds, an unknown decision or a bad
// value is a warning "<tune file>: line N: ..." and is skipped; what is
// valid on a line still applies.  A file that cannot be read is an error.
// A line naming a file no source of the program is warned about only where
// the compile holds every source (not with -c).  (The tune lines above name
// this file's lines 17, 19 and 23.)

void
f(float *a, int n)
{
#pragma omp target data map(tofrom: a[0:n])
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			a[i] += 1.0f;
	}
#pragma omp target teams num_teams(4)
	a[0] = 0.0f;
}

// CHECK: warning: {{.*}}.tune: line 4: unknown decision 'blocks' (ignored)
// CHECK: warning: {{.*}}.tune: line 4: 'stage-rows=maybe': stage-rows takes on or off (ignored)
// CHECK: warning: {{.*}}.tune: line 4: 'block=100': block takes a power of two from 32 to 1024 (ignored)
// CHECK: warning: {{.*}}.tune: line 4: 'block=96': block takes a power of two from 32 to 1024 (ignored)
// CHECK: warning: {{.*}}.tune: line 7: expected <file>:<line> first, not 'not-a-place' (line ignored)
// CHECK: warning: {{.*}}.tune: line 8: diag_tune_file.c:19 named again: line 4 applies (line ignored)
// CHECK: warning: {{.*}}.tune: line 3: no target region at diag_tune_file.c:99 (is the tune file stale?)
// CHECK: warning: {{.*}}.tune: line 5: diag_tune_file.c:17: '#pragma omp target data map(tofrom: a[0:n])' has no kernel to tune
// CHECK: warning: {{.*}}.tune: line 9: no target region at diag_tune_file.c:19:5 (is the tune file stale?)
// CHECK: warning: {{.*}}.tune: line 6: block=256 ignored for {{.*}}diag_tune_file.c:23:1: not a combined loop: a team is a block, whose size the program sees
// CHECK: warning: {{.*}}.tune: line 10: no source of the program is other.c (is the tune file stale?)
// CHECK-LABEL: diag_tune_file.c:19:1: #pragma omp target teams distribute parallel for
// CHECK-NEXT: kernel o2c_diag_tune_file_19: grid-stride loop
// CHECK-NEXT: tuned: narrow-loops=off (from the tune file {{.*}}.tune line 4)
// CHECK-LABEL: diag_tune_file.c:23:1: #pragma omp target teams num_teams(4)
// CHECK-NOT: tuned:
// CHECK: threads: 1

// QUIET-NOT: warning

// COMPILE: line 3: no target region
// COMPILE-NOT: other.c

// MISSING: omp2cuda: error: cannot read the tune file '{{.*}}.missing': No such file or directory
