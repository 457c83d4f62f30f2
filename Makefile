# The commands a reader needs. `make help` lists them.
SWIFT ?= swift
# Tests and coverage use separate build folders so that neither rebuilds the other.
TEST_BUILD := .build
# Every build in the test folder uses the same flags, or each would rebuild the others' products.
BUILD_FLAGS := --scratch-path $(TEST_BUILD) -Xswiftc -warnings-as-errors
FUZZ_SEED ?= 1
FUZZ_COUNT ?= 10000
FUZZ_STEPS ?= 30

.PHONY: help test compare fuzz lint bench clean

help: ## List the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  make %-9s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

test: ## Build everything with warnings as errors and run every test
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	$(SWIFT) test --skip-build $(BUILD_FLAGS)

compare: ## Measure every style and write Reports/ (Markdown, HTML, JSON); FRESH=1 re-runs unchanged tests
	bash scripts/compare.sh $(if $(FRESH),--fresh)

fuzz: ## Random operation sequences against every style (FUZZ_SEED, FUZZ_COUNT, FUZZ_STEPS)
	$(SWIFT) run $(BUILD_FLAGS) compare fuzz --seed $(FUZZ_SEED) --count $(FUZZ_COUNT) --steps $(FUZZ_STEPS)

lint: ## Check formatting with swift format and the committed .swift-format
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

bench: ## Time a repeated `make compare` against one coverage test run
	bash scripts/benchmark-compare.sh

clean: ## Remove build folders and generated scratch files
	rm -rf .build .build-cov Reports/.tmp
