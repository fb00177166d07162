#!/bin/sh
# Builds the libFuzzer target over the libraries' sources and runs it.
#   Fuzz/run.sh [SECONDS]   fuzz for SECONDS (default 60), growing a scratch corpus;
#                           the log is .build/fuzz/fuzz-0.log
#   Fuzz/run.sh merge       trim the checked-in corpus to the inputs that add coverage
# Findings (crash-*, timeout-*, oom-*) land in .build/fuzz/; turn each into a regression test.
set -eu
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/.build/fuzz"
mkdir -p "$out/scratch"
mkdir -p "$out/modules"
flags="-sanitize=fuzzer,address -parse-as-library -O -g -package-name statemachine_gen -I $out/modules"
# The libraries the harness drives, each its own module as in the package, all instrumented.
for module in StateMachineCompiler StateMachineFormatter StateMachineDiagrams; do
    swiftc $flags -module-name "$module" -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
        -emit-library -static -o "$out/lib$module.a" $(find "$root/Sources/$module" -name '*.swift' | sort)
done
swiftc $flags -use-ld=lld -module-name FuzzSpec "$root/Fuzz/FuzzSpec.swift" \
    -L "$out" -lStateMachineDiagrams -lStateMachineFormatter -lStateMachineCompiler -o "$out/fuzz-spec"
# Swift's own backtracer would swallow the crash that libFuzzer needs to see.
export SWIFT_BACKTRACE=enable=no
options="-max_len=4096 -timeout=10 -rss_limit_mb=2048 -artifact_prefix=$out/"
cd "$out"
if [ "${1:-}" = merge ]; then
    rm -rf merged && mkdir merged
    # Edges only, not hit counts, and a greedy set cover, so the kept set stays small enough to check in.
    ./fuzz-spec $options -set_cover_merge=1 -use_counters=0 merged "$root/Fuzz/corpus" scratch
    rm -f "$root/Fuzz/corpus"/*
    cp merged/* "$root/Fuzz/corpus/"
    exit 0
fi
exec nice ./fuzz-spec $options -jobs=1 -workers=1 -print_final_stats=1 \
    -max_total_time="${1:-60}" scratch "$root/Fuzz/corpus"
