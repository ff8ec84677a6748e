# Compiler settings for plainproto's own targets (tests, tool, benchmarks); never applied to users' targets.

if(MSVC)
  set(PLAINPROTO_WARNING_FLAGS /W4 /WX /permissive-)
else()
  set(PLAINPROTO_WARNING_FLAGS -Wall -Wextra -Wpedantic -Werror)
endif()

# plainproto_add_warnings(<target>): the warning flags every plainproto source must pass.
function(plainproto_add_warnings target)
  target_compile_options(${target} PRIVATE ${PLAINPROTO_WARNING_FLAGS})
endfunction()

# plainproto_add_sanitizers(<target>): -fsanitize=${PLAINPROTO_SANITIZE} (for example address,undefined);
# any sanitizer report fails the program.
function(plainproto_add_sanitizers target)
  if(PLAINPROTO_SANITIZE)
    string(REPLACE ";" "," sanitizers "${PLAINPROTO_SANITIZE}")
    set(flags -fsanitize=${sanitizers} -fno-sanitize-recover=all -fno-omit-frame-pointer)
    target_compile_options(${target} PRIVATE ${flags})
    target_link_options(${target} PRIVATE ${flags})
  endif()
endfunction()

# plainproto_target_options(<target>): both of the above, for tests and the tool.
function(plainproto_target_options target)
  plainproto_add_warnings(${target})
  plainproto_add_sanitizers(${target})
endfunction()
