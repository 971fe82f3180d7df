/// Least squares with two or three columns, by the normal equations on centred sums (Gaussian
/// elimination with partial pivoting): small, exact enough for smooth bases over a few hundred frames.
enum LinearLeastSquares {
    /// The coefficients minimising Σ (y − Σ cᵢ·columnᵢ)² and that sum; nil when the columns are
    /// (nearly) dependent.
    static func solve(columns: [[Double]], values: [Double]) -> (coefficients: [Double], residualSquares: Double)? {
        let m = columns.count, n = values.count
        guard m > 0, n >= m else { return nil }
        var matrix = [Double](repeating: 0, count: m * m), vector = [Double](repeating: 0, count: m)
        for i in 0..<m {
            for j in i..<m {
                var total = 0.0
                for k in 0..<n { total += columns[i][k] * columns[j][k] }
                matrix[i * m + j] = total
                matrix[j * m + i] = total
            }
            var total = 0.0
            for k in 0..<n { total += columns[i][k] * values[k] }
            vector[i] = total
        }
        guard let coefficients = solveSystem(matrix, vector, size: m) else { return nil }
        var squares = 0.0
        for k in 0..<n {
            var fitted = 0.0
            for i in 0..<m { fitted += coefficients[i] * columns[i][k] }
            squares += (values[k] - fitted) * (values[k] - fitted)
        }
        return (coefficients, squares)
    }

    /// Solves the m × m system by elimination with partial pivoting; nil when singular.
    static func solveSystem(_ matrix: [Double], _ vector: [Double], size m: Int) -> [Double]? {
        var a = matrix, b = vector
        var largest = 0.0
        for value in a { largest = max(largest, abs(value)) }
        guard largest > 0 else { return nil }
        for column in 0..<m {
            var pivot = column
            for row in column + 1..<m where abs(a[row * m + column]) > abs(a[pivot * m + column]) { pivot = row }
            guard abs(a[pivot * m + column]) > largest * 1e-13 else { return nil }
            if pivot != column {
                for k in 0..<m { a.swapAt(column * m + k, pivot * m + k) }
                b.swapAt(column, pivot)
            }
            for row in column + 1..<m {
                let factor = a[row * m + column] / a[column * m + column]
                for k in column..<m { a[row * m + k] -= factor * a[column * m + k] }
                b[row] -= factor * b[column]
            }
        }
        var x = [Double](repeating: 0, count: m)
        for row in stride(from: m - 1, through: 0, by: -1) {
            var total = b[row]
            for k in row + 1..<m { total -= a[row * m + k] * x[k] }
            x[row] = total / a[row * m + row]
        }
        return x
    }
}
