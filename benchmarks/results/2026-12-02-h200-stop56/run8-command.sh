S=$PWD/.carry/s56
$S/ludpivots 3072 7 > $OUT/run8-ludpivots.txt 2>&1
for f in warps threads; do
ncu --clock-control none -k regex:"_$f" -s 40 -c 2 --section SpeedOfLight $S/ludpivots 3072 1 2>&1 | grep -E "(below|pivots)_|Duration" >> $OUT/run8-ludpivots.txt
done
cat $OUT/run8-ludpivots.txt
