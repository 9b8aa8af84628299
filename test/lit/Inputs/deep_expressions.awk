# Writes the C program of deep_expressions.test.
function sum(n, i) {
	printf "1"
	for (i = 1; i < n; i++)
		printf "+1"
}
BEGIN {
	printf "#include <stdio.h>\n\nint\nmain(void)\n{\n\tint r = 0, p = 0, s = 0;\n\tint h = "
	sum(20000)
	printf ";\n\n#pragma omp target map(tofrom: r, p)\n\t{\n\t\tr = "
	sum(20000)
	printf ";\n\t\tp = "
	for (i = 0; i < 200; i++)
		printf "("
	printf "p + 1"
	for (i = 0; i < 200; i++)
		printf " + 1)"
	printf ";\n\t}\n\t"
	for (i = 0; i < 250; i++)
		printf "{"
	printf "s++;"
	for (i = 0; i < 250; i++)
		printf "}"
	printf "\n\tprintf(\"%%d %%d %%d %%d\\n\", h, r, p, s);\n\treturn 0;\n}\n"
}
