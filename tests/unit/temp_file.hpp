// A file name in the system's temporary folder, unique to the test run; the file is removed at the end of its scope.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>

class temp_file {
 public:
  explicit temp_file(const std::string& suffix) {
    static std::atomic<int> counter{0};
    path_ = (std::filesystem::temp_directory_path() /
             ("plainproto_test_" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()) + "_" +
              std::to_string(counter++) + suffix))
                .string();
  }
  ~temp_file() { std::remove(path_.c_str()); }
  temp_file(const temp_file&) = delete;
  temp_file& operator=(const temp_file&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};
